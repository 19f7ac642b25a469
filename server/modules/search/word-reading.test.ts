import { describe, expect, it } from "vitest";
import { searchWordsOf } from "./search-vocabulary";
import { readWord } from "./word-reading";

const words = searchWordsOf(
  [
    { word: "pampers", products: 12 },
    { word: "hamper", products: 20 },
    { word: "hampers", products: 4 },
    { word: "bottle", products: 20 },
    { word: "bottles", products: 3 },
    { word: "tummy", products: 5 },
    { word: "carrier", products: 6 },
    { word: "pants", products: 5 },
  ],
  [["pacifier", "pacifiers", "soother", "dummy"]],
  40,
  ["soothes", "gentle"],
);

describe("readWord", () => {
  it("keeps words of names, descriptions and synonyms as typed", () => {
    for (const word of ["pampers", "gentle", "soothes", "dummy", "soother"]) expect(readWord(word, words)).toEqual({ kind: "known" });
  });

  it("reads the start or another form of a catalogue word as that word, not as a typo", () => {
    expect(readWord("pamper", words)).toEqual({ kind: "form", words: ["pampers"] });
    expect(readWord("pamp", words)).toEqual({ kind: "form", words: ["pampers"] });
    expect(readWord("pampering", words)).toEqual({ kind: "form", words: ["pampers"] });
    expect(readWord("bott", words)).toEqual({ kind: "form", words: ["bottle", "bottles"] });
    expect(readWord("dumm", words)).toEqual({ kind: "form", words: ["dummy"] });
  });

  it("reads no start under 3 letters, and no 3-letter stem left by an ending", () => {
    expect(readWord("pa", words)).toEqual({ kind: "unknown" });
    expect(readWord("caring", words)).toEqual({ kind: "unknown" });
  });

  it("corrects a typo of a whole word first, else of a word's start, as the suggestions do", () => {
    expect(readWord("pampars", words)).toEqual({ kind: "typo", words: ["pampers"] });
    expect(readWord("botle", words)).toEqual({ kind: "typo", words: ["bottle"] });
    expect(readWord("pampar", words)).toEqual({ kind: "typo", words: ["pampers"] });
    expect(readWord("pats", words)).toEqual({ kind: "typo", words: ["pants"] });
  });

  it("finds nothing for nonsense", () => {
    expect(readWord("zzqqxx", words)).toEqual({ kind: "unknown" });
  });
});
