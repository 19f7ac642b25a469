import { describe, expect, it } from "vitest";
import { planSearch } from "./search-plan";
import { searchWordsOf } from "./search-vocabulary";

const words = searchWordsOf(
  [
    { word: "pampers", products: 12 },
    { word: "johnson", products: 8 },
    { word: "bedding", products: 6 },
    { word: "feeding", products: 40 },
    { word: "bottle", products: 20 },
    { word: "bottles", products: 3 },
    { word: "diaper", products: 30 },
    { word: "cup", products: 9 },
    { word: "moisturiser", products: 4 },
  ],
  [
    ["diaper", "diapers", "nappy", "nappies"],
    ["sippy cup", "sipper", "straw cup"],
  ],
);

describe("planSearch", () => {
  it("keeps words the catalogue knows, short words and numbers as typed", () => {
    expect(planSearch("Pampers cup 200ml", words)).toEqual({ terms: [["pampers"], ["cup"], ["200ml"]] });
  });

  it("corrects one typo from 5 letters and two from 9, keeping the word as typed too", () => {
    expect(planSearch("pampars", words)).toEqual({ terms: [["pampars", "pampers"]], correctedQuery: "pampers", unknownWords: ["pampars"] });
    expect(planSearch("moistursier", words)?.correctedQuery).toBe("moisturiser");
    expect(planSearch("moistrsr", words)?.correctedQuery).toBeUndefined();
  });

  it("prefers the closest word, and among equals the most used", () => {
    expect(planSearch("beding", words)?.terms).toEqual([["beding", "bedding"]]);
    expect(planSearch("bottel", words)?.terms).toEqual([["bottel", "bottle"]]);
  });

  it("widens a word or a two-word phrase to its synonyms, and corrects typos of synonyms", () => {
    expect(planSearch("nappy", words)?.terms).toEqual([["nappy", "diaper", "diapers", "nappies"]]);
    expect(planSearch("straw cup", words)?.terms).toEqual([["sippy cup", "sipper", "straw cup"]]);
    expect(planSearch("nappis", words)?.terms).toEqual([["nappis", "diaper", "diapers", "nappy", "nappies"]]);
  });

  it("takes full-text syntax as written", () => {
    expect(planSearch('"baby wash"', words)).toBeUndefined();
    expect(planSearch("diaper -pants", words)).toBeUndefined();
    expect(planSearch("lotion or cream", words)).toBeUndefined();
    expect(planSearch("  ", words)).toBeUndefined();
  });
});

describe("planSearch with 4-letter words", () => {
  const short = searchWordsOf(
    [
      { word: "pants", products: 5 },
      { word: "cream", products: 7 },
      { word: "cup", products: 2 },
      { word: "pats", products: 0 },
    ],
    [],
  );

  it("completes an unknown 4-letter word that lost a letter, and changes nothing else in it", () => {
    expect(planSearch("pnts", short)?.terms).toEqual([["pnts", "pants"]]);
    expect(planSearch("cram", short)?.correctedQuery).toBe("cream");
    expect(planSearch("crem", short)?.correctedQuery).toBe("cream");
    expect(planSearch("cupz", short)?.terms).toEqual([["cupz"]]);
    expect(planSearch("1234", short)?.terms).toEqual([["1234"]]);
  });
});

describe("planSearch with longer and hyphenated synonyms", () => {
  const phrases = searchWordsOf([{ word: "bathtub", products: 3 }], [
    ["baby bath tub", "bathtub"],
    ["t-shirt", "tee"],
  ]);

  it("looks up phrases of three words, and hyphenated terms as their words", () => {
    expect(planSearch("Baby bath tub", phrases)?.terms).toEqual([["baby bath tub", "bathtub"]]);
    expect(planSearch("t-shirt", phrases)?.terms).toEqual([["t shirt", "tee"]]);
  });
});
