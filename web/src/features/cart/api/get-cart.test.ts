import { describe, expect, it } from "vitest";
import { countCartItems } from "./get-cart";

describe("countCartItems", () => {
  it("counts items, not lines: the quantities add up", () => {
    expect(countCartItems([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
  });

  it("is 0 for an empty cart", () => {
    expect(countCartItems([])).toBe(0);
  });
});
