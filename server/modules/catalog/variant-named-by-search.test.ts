import { describe, expect, it } from "vitest";
import { variantNamedBySearch } from "./variant-named-by-search";

const pants = [
  { id: 1, optionValues: [["Size", "S"], ["Pack", "Pack of 1"]] as const, stockQuantity: 4 },
  { id: 2, optionValues: [["Size", "M"], ["Pack", "Pack of 1"]] as const, stockQuantity: 0 },
  { id: 3, optionValues: [["Size", "M"], ["Pack", "Pack of 2"]] as const, stockQuantity: 6 },
  { id: 4, optionValues: [["Size", "L"], ["Pack", "Pack of 2"]] as const, stockQuantity: 9 },
];

describe("variantNamedBySearch", () => {
  it("takes the first variant in stock of the size the words name", () => {
    expect(variantNamedBySearch([["pampers"], ["pants"], ["medium"]], pants)).toBe(3);
    expect(variantNamedBySearch([["pants"], ["l"]], pants)).toBe(4);
  });

  it("prefers the variant more of the words name", () => {
    expect(variantNamedBySearch([["medium"], ["pack"], ["2"]], pants)).toBe(3);
    expect(variantNamedBySearch([["large"], ["pack"], ["2"]], pants)).toBe(4);
  });

  it("reads any of a word's alternatives, a phrase as all its words", () => {
    expect(variantNamedBySearch([["big", "large"]], pants)).toBe(4);
    expect(variantNamedBySearch([["pack of 2"]], pants)).toBe(3);
  });

  it("names none when no word is an option value, or only sold-out variants have it", () => {
    expect(variantNamedBySearch([["pampers"], ["pants"]], pants)).toBeUndefined();
    expect(variantNamedBySearch([["xl"]], pants)).toBeUndefined();
    expect(variantNamedBySearch([["medium"]], [pants[1]!])).toBeUndefined();
  });
});
