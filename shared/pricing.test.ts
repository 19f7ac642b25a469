import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_PAISE, MAX_PRICE_PAISE } from "./money";
import { amountToFreeShipping, discountBadgePercent, orderTotals, salePriceFromDiscount, shippingFor, unitPrice } from "./pricing";

describe("pricing", () => {
  it("charges ₹99 shipping up to ₹999.00 and none above", () => {
    expect(shippingFor(99_900)).toBe(9_900);
    expect(shippingFor(99_901)).toBe(0);
    expect(shippingFor(100)).toBe(9_900);
  });

  it("adds GST of 18%, rounded to the paisa", () => {
    expect(orderTotals([{ unitPrice: 99_900, quantity: 1 }])).toEqual({ subtotal: 99_900, tax: 17_982, shipping: 9_900, total: 127_782 });
    expect(orderTotals([{ unitPrice: 99_901, quantity: 1 }])).toEqual({ subtotal: 99_901, tax: 17_982, shipping: 0, total: 117_883 });
    // 18% of 3 paise is 0.54 → 1; of 2 paise is 0.36 → 0.
    expect(orderTotals([{ unitPrice: 3, quantity: 1 }]).tax).toBe(1);
    expect(orderTotals([{ unitPrice: 2, quantity: 1 }]).tax).toBe(0);
  });

  it("sums lines by quantity", () => {
    expect(orderTotals([
      { unitPrice: 45_000, quantity: 2 },
      { unitPrice: 10_050, quantity: 3 },
    ]).subtotal).toBe(120_150);
  });

  it("uses the sale price when there is one", () => {
    expect(unitPrice({ pricePaise: 1000, salePricePaise: 800 })).toBe(800);
    expect(unitPrice({ pricePaise: 1000, salePricePaise: null })).toBe(1000);
  });

  it("derives the sale price from the discount, only when both are above zero", () => {
    expect(salePriceFromDiscount(129_900, 20)).toBe(103_920);
    expect(salePriceFromDiscount(99_999, 12.5)).toBe(87_499);
    expect(salePriceFromDiscount(129_900, 0)).toBeNull();
    expect(salePriceFromDiscount(0, 10)).toBeNull();
    expect(salePriceFromDiscount(10_000, 100)).toBe(0);
  });

  it("rounds the discount badge", () => {
    expect(discountBadgePercent(129_900, 103_920)).toBe(20);
    expect(discountBadgePercent(1000, 667)).toBe(33);
    expect(discountBadgePercent(1000, null)).toBeNull();
    expect(discountBadgePercent(1000, 1000)).toBeNull();
  });

  it("tells how much more earns free shipping", () => {
    expect(amountToFreeShipping(90_000)).toBe(9_901);
    expect(amountToFreeShipping(99_901)).toBe(0);
  });

  it("keeps the largest order the limits allow an exact integer of paise, below the largest amount a request may name", () => {
    // An order holds at most 100 lines, and at most 999 of a product (the highest MAX_UNITS_PER_PRODUCT).
    const largest = orderTotals(Array.from({ length: 100 }, () => ({ unitPrice: MAX_PRICE_PAISE, quantity: 999 })));
    for (const amount of Object.values(largest)) expect(Number.isSafeInteger(amount)).toBe(true);
    expect(largest.total).toBe(117_882_000_000_000);
    expect(largest.total).toBeLessThan(MAX_AMOUNT_PAISE);
    expect(salePriceFromDiscount(MAX_PRICE_PAISE, 99.99)).toBe(100_000);
    expect(discountBadgePercent(MAX_PRICE_PAISE, 1)).toBe(100);
  });
});
