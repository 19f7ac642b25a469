import { describe, expect, it } from "vitest";
import { SearchSynonymGroupInputSchema, TOO_FEW_SYNONYMS_MESSAGE } from "./search-synonyms";

const parse = (terms: unknown) => SearchSynonymGroupInputSchema.safeParse({ terms });
const messages = (terms: unknown) => parse(terms).error?.issues.map((issue) => issue.message);

describe("a synonym group as the back office sends it", () => {
  it("keeps each term trimmed, in lower case and with single spaces, in the order given", () => {
    expect(parse([" Nappy ", "DIAPERS", "Sippy   Cup", "t-shirt", "2in1"]).data).toEqual({ terms: ["nappy", "diapers", "sippy cup", "t-shirt", "2in1"] });
  });

  it("counts the same word twice once", () => {
    expect(parse(["nappy", "Nappy", "diaper", "nappy "]).data).toEqual({ terms: ["nappy", "diaper"] });
  });

  it("needs two different words", () => {
    expect(messages([])).toEqual([TOO_FEW_SYNONYMS_MESSAGE]);
    expect(messages(["nappy"])).toEqual([TOO_FEW_SYNONYMS_MESSAGE]);
    expect(messages(["nappy", "NAPPY"])).toEqual([TOO_FEW_SYNONYMS_MESSAGE]);
    expect(messages(undefined)).toEqual([TOO_FEW_SYNONYMS_MESSAGE]);
  });

  it("refuses a word that is too short, too long or holds other characters, naming it", () => {
    expect(messages(["a", "nappy"])).toEqual(["'a' is too short: a word needs at least 2 characters"]);
    expect(messages(["x".repeat(41), "nappy"])).toEqual([`'${"x".repeat(41)}' is too long: a word may have at most 40 characters`]);
    expect(messages(["nappy!", "diaper"])).toEqual(["'nappy!' may only hold letters, digits, spaces and hyphens"]);
    expect(messages(["-nappy", "diaper"])).toEqual(["'-nappy' must start and end with a letter or a digit"]);
    expect(messages(["nap\u0000py", "diaper"])).toEqual(["Must not contain control characters"]);
    expect(parse(["nappy", "diaper"]).success).toBe(true);
  });

  it("takes at most 20 words", () => {
    const words = Array.from({ length: 21 }, (_, index) => `word${index}`);
    expect(messages(words)).toEqual(["A synonym group may have at most 20 words"]);
    expect(parse(words.slice(0, 20)).success).toBe(true);
  });

  it("takes nothing but the terms", () => {
    expect(parse(["nappy", "diaper"]).success).toBe(true);
    expect(SearchSynonymGroupInputSchema.safeParse({ terms: ["nappy", "diaper"], id: 3 }).success).toBe(false);
  });
});

describe("a synonym phrase", () => {
  it("has at most three words, as search looks phrases up", () => {
    expect(SearchSynonymGroupInputSchema.safeParse({ terms: ["baby bath tub", "bathtub"] }).success).toBe(true);
    const tooLong = SearchSynonymGroupInputSchema.safeParse({ terms: ["soft baby bath tub", "bathtub"] });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(["'soft baby bath tub' is too long: a phrase may have at most 3 words"]);
  });
});
