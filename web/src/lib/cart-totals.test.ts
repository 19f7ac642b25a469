import { describe, expect, it } from "vitest";
import { cartLineTotal, cartTotals } from "./cart-totals";

const line = (price: string, salePrice: string | null, quantity: number) => ({ quantity, product: { price, salePrice } }) as never;

describe("cart totals", () => {
  it("charges the sale price when there is one", () => {
    expect(cartLineTotal(line("500.00", "450.00", 2))).toBe(90_000);
  });

  it("adds 18% GST and ₹99 shipping up to ₹999", () => {
    expect(cartTotals([line("500.00", null, 1)])).toEqual({ subtotal: 50_000, tax: 9_000, shipping: 9_900, total: 68_900 });
  });

  it("ships free above ₹999", () => {
    expect(cartTotals([line("600.00", null, 2)]).shipping).toBe(0);
  });
});
