import { describe, expect, it } from "vitest";
import { planSearch, searchWordsOf } from "../search/public";
import { planSuggestion } from "./suggestion-plan";

const words = searchWordsOf(
  [
    { word: "pampers", products: 12 },
    { word: "hamper", products: 20 },
    { word: "tummy", products: 5 },
    { word: "pacifier", products: 8 },
    { word: "sippy", products: 6 },
    { word: "cup", products: 9 },
  ],
  [
    ["pacifier", "pacifiers", "soother", "dummy"],
    ["sippy cup", "sipper", "straw cup"],
  ],
  60,
);

describe("planSuggestion", () => {
  it("reads the word being typed as a search reads it: a typo as the words it is a typo of", () => {
    const plan = planSuggestion("pampar", words);
    expect(plan).toMatchObject({ lastWordStarts: ["pampers"], lastWordSynonyms: [], correctedQuery: "pampers" });
    expect(planSearch("pampar", words)).toMatchObject({ terms: [["pampar", "pampers"]], correctedQuery: "pampers" });
  });

  it("corrects no start of a catalogue word", () => {
    expect(planSuggestion("pamper", words)).toMatchObject({ lastWordStarts: ["pamper"], lastWordCompletions: ["pampers"] });
    expect(planSuggestion("pamper", words)?.correctedQuery).toBeUndefined();
  });

  it("adds the synonyms of the word being typed, and of the synonyms it is the start of", () => {
    expect(planSuggestion("dummy", words)).toMatchObject({ lastWordStarts: ["dummy"], lastWordSynonyms: ["pacifier", "pacifiers", "soother"] });
    expect(planSuggestion("dummy", words)?.correctedQuery).toBeUndefined();
    expect(planSuggestion("sipper", words)?.lastWordSynonyms).toEqual(["sippy cup", "straw cup"]);
    expect(planSuggestion("soot", words)?.lastWordSynonyms).toEqual(["pacifier", "pacifiers", "dummy"]);
  });

  it("reads finished words as a search does", () => {
    expect(planSuggestion("dummy ", words)?.finished).toEqual(planSearch("dummy", words)?.terms);
  });
});
