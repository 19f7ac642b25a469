import { describe, expect, it } from "vitest";
import { cartLineTotal, cartTotals } from "./cart-totals";

const line = (price: string, salePrice: string | null, quantity: number, gstRate = 18) => ({ quantity, product: { price, salePrice, gstRate } }) as never;

describe("cart totals", () => {
  it("charges the sale price when there is one", () => {
    expect(cartLineTotal(line("500.00", "450.00", 2))).toBe(90_000);
  });

  it("adds 18% GST and ₹99 shipping up to ₹999, shipping taxed like the goods", () => {
    expect(cartTotals([line("500.00", null, 1)])).toMatchObject({ subtotal: 50_000, tax: 9_000 + 1_782, shipping: 9_900, total: 70_682 });
    expect(cartTotals([line("500.00", null, 1)], { pricesIncludeGst: true })).toMatchObject({ subtotal: 50_000, tax: 7_627 + 1_510, shipping: 9_900, total: 59_900 });
  });

  it("taxes each line at its product's rate, added to prices or held in them", () => {
    const items = [line("250.00", null, 2, 5), line("500.00", null, 1, 18)];
    expect(cartTotals(items)).toMatchObject({ subtotal: 100_000, tax: 11_500, shipping: 0, total: 111_500 });
    expect(cartTotals(items).taxByRate).toEqual([
      { rate: 5, taxable: 50_000, tax: 2_500 },
      { rate: 18, taxable: 50_000, tax: 9_000 },
    ]);
    // 500.00 at 5% holds 23.81; 500.00 at 18% holds 76.27.
    expect(cartTotals(items, { pricesIncludeGst: true })).toMatchObject({ subtotal: 100_000, tax: 10_008, shipping: 0, total: 100_000, pricesIncludeGst: true });
  });

  it("adds the delivery zone's charge to the total, taxed like shipping", () => {
    expect(cartTotals([line("500.00", null, 1)], { deliveryCharge: 9_900 })).toMatchObject({ subtotal: 50_000, tax: 9_000 + 2 * 1_782, shipping: 9_900, deliveryCharge: 9_900, total: 82_364 });
    expect(cartTotals([line("500.00", null, 1)]).deliveryCharge).toBe(0);
  });

  it("ships free above ₹999", () => {
    expect(cartTotals([line("600.00", null, 2)]).shipping).toBe(0);
  });
});
