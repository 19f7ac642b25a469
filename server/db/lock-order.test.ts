import { describe, expect, it } from "vitest";
import { inLockOrder } from "./lock-order";

describe("the lock order of rows", () => {
  it("takes ids ascending, whatever order they were asked in", () => {
    expect(inLockOrder([42, 7, 19])).toEqual([7, 19, 42]);
    expect(inLockOrder(new Map([[3, 1], [1, 2]]).keys())).toEqual([1, 3]);
  });

  it("compares numbers, not their text, so 10 comes after 9", () => {
    expect(inLockOrder([10, 9, 100, 2])).toEqual([2, 9, 10, 100]);
  });

  it("takes each id once", () => {
    expect(inLockOrder([5, 1, 5, 1, 3])).toEqual([1, 3, 5]);
  });

  it("gives the same order to two baskets holding the same products", () => {
    expect(inLockOrder([8, 2])).toEqual(inLockOrder([2, 8]));
  });

  it("answers nothing for nothing", () => {
    expect(inLockOrder([])).toEqual([]);
  });
});
