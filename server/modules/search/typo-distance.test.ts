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

  it("answers what the whole table answers, within the limit", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const word = () => Array.from({ length: 1 + Math.floor(random() * 10) }, () => "abcde"[Math.floor(random() * 5)]).join("");
    for (let pair = 0; pair < 3_000; pair++) {
      const [a, b] = [word(), word()];
      for (const limit of [1, 2]) expect(typoDistance(a, b, limit), `${a} ${b} ${limit}`).toBe(Math.min(wholeTable(a, b), limit + 1));
    }
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

/** The distance from the whole table, the plain way. */
function wholeTable(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
