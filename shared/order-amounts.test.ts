import { describe, expect, it } from "vitest";
import { orderTotalsOf } from "./order-amounts";

const item = (gstRate: number, total: string, tax: string) => ({ gstRate, total, tax });

describe("an order's totals", () => {
  it("reads the amounts in paise", () => {
    expect(orderTotalsOf({ subtotal: "1009.00", tax: "181.62", shipping: "0.00", total: "1190.62" })).toEqual({ subtotal: 100_900, tax: 18_162, shipping: 0, deliveryCharge: 0, total: 119_062 });
    expect(orderTotalsOf({ subtotal: "1009.00", tax: "181.62", shipping: "0.00", deliveryCharge: "99.00", total: "1289.62" })).toMatchObject({ deliveryCharge: 9_900, total: 128_962 });
  });

  it("adds up its lines' tax per rate, the taxable value before GST", () => {
    const order = { subtotal: "933.33", tax: "85.00", shipping: "99.00", total: "1117.33", pricesIncludeGst: false, orderItems: [item(5, "500.00", "25.00"), item(18, "333.33", "60.00"), item(5, "100.00", "5.00")] };
    expect(orderTotalsOf(order).taxByRate).toEqual([
      { rate: 5, taxable: 60_000, tax: 3_000 },
      { rate: 18, taxable: 33_333, tax: 6_000 },
    ]);
    const included = { ...order, pricesIncludeGst: true, orderItems: [item(5, "500.00", "23.81")] };
    expect(orderTotalsOf(included)).toMatchObject({ pricesIncludeGst: true, taxByRate: [{ rate: 5, taxable: 47_619, tax: 2_381 }] });
  });
});
