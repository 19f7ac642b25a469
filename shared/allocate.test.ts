import { describe, expect, it } from "vitest";
import { allocate } from "./allocate";

describe("allocate", () => {
  it("shares an amount in proportion, adding up exactly", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3, 1])).toEqual([750, 250]);
    expect(allocate(7, [0, 5, 0])).toEqual([0, 7, 0]);
  });

  it("adds up exactly for awkward weights and large amounts", () => {
    const weights = [33_333.3333, 12_345.6789, 0.1, 99_999_999.9];
    for (const total of [1, 99, 1_234_567, 98_765_432_100]) expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it("refuses to share an amount over nothing", () => {
    expect(() => allocate(5, [0, 0])).toThrow();
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });
});
