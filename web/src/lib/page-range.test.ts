import { describe, expect, it } from "vitest";
import { pageCount, pageRange } from "./page-range";

describe("pageCount", () => {
  it("rounds partial pages up and never goes below one page", () => {
    expect(pageCount(317, 12)).toBe(27);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(1);
  });
});

describe("pageRange", () => {
  it("shows five pages around the current one", () => {
    expect(pageRange(6, 27)).toEqual([4, 5, 6, 7, 8]);
    expect(pageRange(3, 27)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps five buttons near either end", () => {
    expect(pageRange(1, 27)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(2, 27)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(26, 27)).toEqual([23, 24, 25, 26, 27]);
    expect(pageRange(27, 27)).toEqual([23, 24, 25, 26, 27]);
  });

  it("shows every page when there are fewer than five", () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 3)).toEqual([1, 2, 3]);
  });

  it("treats a page outside the range as the nearest real page", () => {
    expect(pageRange(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageRange(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(Number.NaN, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it("accepts another number of buttons", () => {
    expect(pageRange(5, 10, 3)).toEqual([4, 5, 6]);
  });
});
