import { describe, expect, it } from "vitest";
import { discountPercent, isOnSale } from "./product-pricing";

describe("discountPercent", () => {
  it("rounds (price - sale) / price to a whole percent", () => {
    expect(discountPercent("2499.00", "2249.10")).toBe(10);
    expect(discountPercent("999.00", "666.00")).toBe(33);
  });

  it("is null without a real discount", () => {
    expect(discountPercent("609.00", null)).toBeNull();
    expect(discountPercent("609.00", "609.00")).toBeNull();
    expect(discountPercent("609.00", "700.00")).toBeNull();
    expect(discountPercent("1000.00", "999.99")).toBeNull();
    expect(discountPercent("oops", "1.00")).toBeNull();
  });
});

describe("isOnSale", () => {
  it("is true only with a sale price below the price", () => {
    expect(isOnSale("2499.00", "2249.10")).toBe(true);
    expect(isOnSale("2499.00", null)).toBe(false);
    expect(isOnSale("2499.00", "2499.00")).toBe(false);
  });

  it("is true for a sale price too close to the price for a badge", () => {
    expect(isOnSale("1000.00", "999.99")).toBe(true);
    expect(discountPercent("1000.00", "999.99")).toBeNull();
  });
});

describe("with an MRP", () => {
  it("measures the sale and the badge against the MRP", () => {
    expect(isOnSale("499.00", "449.00", "599.00")).toBe(true);
    expect(discountPercent("499.00", "449.00", "599.00")).toBe(25);
    expect(discountPercent("499.00", "449.10", "499.00")).toBe(10);
  });

  it("shows no sale without a sale price, nor when the sale price is the MRP", () => {
    expect(isOnSale("499.00", null, "599.00")).toBe(false);
    expect(isOnSale("699.00", "599.00", "599.00")).toBe(false);
    expect(discountPercent("699.00", "599.00", "599.00")).toBeNull();
  });
});
