import { describe, expect, it } from "vitest";
import { typoDistance, typosAllowed } from "./typo-distance";

describe("typoDistance", () => {
  it.each([
    ["pampers", "pampers", 0],
    ["pampars", "pampers", 1],
    ["pmapers", "pampers", 1],
    ["pamper", "pampers", 1],
    ["pampersx", "pampers", 1],
    ["johnon", "johnson", 1],
    ["bresat", "breast", 1],
    ["beding", "bedding", 1],
    ["beding", "feeding", 2],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(typoDistance(a, b, 2)).toBe(distance);
  });

  it("stops at the limit", () => {
    expect(typoDistance("stroller", "pacifier", 1)).toBe(2);
    expect(typoDistance("ab", "abcdef", 2)).toBe(3);
  });
});

describe("typosAllowed", () => {
  it("forgives nothing under 5 letters or in numbers, one typo from 5 letters, two from 9", () => {
    expect(typosAllowed("cups")).toBe(0);
    expect(typosAllowed("200ml")).toBe(0);
    expect(typosAllowed("lotion")).toBe(1);
    expect(typosAllowed("moisturiser")).toBe(2);
  });
});
