import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_PAISE, MAX_PRICE_PAISE } from "./money";
import { amountToFreeShipping, discountBadgePercent, orderTotals, salePriceFromDiscount, shippingFor, taxRows, unitPrice } from "./pricing";

describe("pricing", () => {
  it("charges ₹99 shipping up to ₹999.00 and none above", () => {
    expect(shippingFor(99_900)).toBe(9_900);
    expect(shippingFor(99_901)).toBe(0);
    expect(shippingFor(100)).toBe(9_900);
  });

  it("adds GST of 18% to the goods and to shipping, rounded to the paisa", () => {
    // ₹999.00 + ₹179.82 GST, ₹99 shipping + ₹17.82 GST.
    expect(orderTotals([{ unitPrice: 99_900, quantity: 1 }])).toMatchObject({ subtotal: 99_900, tax: 19_764, chargesTax: 1_782, shipping: 9_900, total: 129_564 });
    expect(orderTotals([{ unitPrice: 99_901, quantity: 1 }])).toMatchObject({ subtotal: 99_901, tax: 17_982, chargesTax: 0, shipping: 0, total: 117_883 });
    // 18% of 3 paise is 0.54 → 1; of 2 paise is 0.36 → 0.
    expect(orderTotals([{ unitPrice: 3, quantity: 1 }]).lines[0]!.tax).toBe(1);
    expect(orderTotals([{ unitPrice: 2, quantity: 1 }]).lines[0]!.tax).toBe(0);
  });

  it("taxes shipping at the rate of the goods it delivers: a ₹499 order at 5% with prices holding GST", () => {
    const totals = orderTotals([{ unitPrice: 49_900, quantity: 1, gstRate: 5 }], { pricesIncludeGst: true });
    // ₹499 holds ₹23.76 of GST, the ₹99 of shipping ₹4.71 (99 × 5 / 105); the total stays ₹598.
    expect(totals).toMatchObject({ subtotal: 49_900, shipping: 9_900, chargesTax: 471, tax: 2_376 + 471, total: 59_800 });
    expect(totals.charges.shipping).toEqual([{ lineTotal: 9_900, gstRate: 5, taxable: 9_429, tax: 471 }]);
    expect(totals.taxByRate).toEqual([{ rate: 5, taxable: 47_524 + 9_429, tax: 2_847 }]);
  });

  it("shares shipping over a mixed basket's rates by value, to the paisa, the odd paisa to the largest remainder", () => {
    const totals = orderTotals([
      { unitPrice: 20_000, quantity: 1, gstRate: 0 },
      { unitPrice: 25_000, quantity: 1, gstRate: 5 },
      { unitPrice: 50_000, quantity: 1, gstRate: 18 },
    ]);
    // ₹99 over ₹200 : ₹250 : ₹500 is 20.8421 : 26.0526 : 52.1053.
    expect(totals.charges.shipping).toEqual([
      { lineTotal: 2_084, gstRate: 0, taxable: 2_084, tax: 0 },
      { lineTotal: 2_605, gstRate: 5, taxable: 2_605, tax: 130 },
      { lineTotal: 5_211, gstRate: 18, taxable: 5_211, tax: 938 },
    ]);
    expect(totals).toMatchObject({ subtotal: 95_000, chargesTax: 1_068, tax: 10_250 + 1_068, shipping: 9_900, total: 95_000 + 11_318 + 9_900 });
  });

  it("taxes the delivery zone's charge like shipping, with prices with or without GST", () => {
    expect(orderTotals([{ unitPrice: 50_000, quantity: 1 }], { deliveryCharge: 9_900 })).toMatchObject({ subtotal: 50_000, tax: 9_000 + 1_782 + 1_782, shipping: 9_900, deliveryCharge: 9_900, total: 82_364 });
    // ₹99 holds ₹15.10 of 18% GST, ₹49 holds ₹7.47.
    expect(orderTotals([{ unitPrice: 59_000, quantity: 1 }], { pricesIncludeGst: true, deliveryCharge: 4_900 })).toMatchObject({ subtotal: 59_000, tax: 9_000 + 1_510 + 747, deliveryCharge: 4_900, total: 73_800 });
    expect(orderTotals([{ unitPrice: 50_000, quantity: 1 }]).deliveryCharge).toBe(0);
  });

  it("taxes each line on its own and adds the lines' taxes", () => {
    // Each 3-paise line carries 1 paisa (0.54 rounded); 18% of the 6-paise subtotal would have been 1.
    const totals = orderTotals([
      { unitPrice: 3, quantity: 1 },
      { unitPrice: 3, quantity: 1, gstRate: 18 },
    ]);
    expect(totals.tax - totals.chargesTax).toBe(2);
    expect(totals.lines.map((line) => line.tax)).toEqual([1, 1]);
  });

  it("adds GST of each line's rate to prices without GST", () => {
    const totals = orderTotals([
      { unitPrice: 25_000, quantity: 1, gstRate: 5 },
      { unitPrice: 50_000, quantity: 1, gstRate: 18 },
      { unitPrice: 10_000, quantity: 2, gstRate: 0 },
    ]);
    expect(totals).toMatchObject({ subtotal: 95_000, tax: 11_318, shipping: 9_900, total: 116_218, pricesIncludeGst: false });
    expect(totals.lines.map((line) => line.tax)).toEqual([1_250, 9_000, 0]);
    // Each rate's row holds its share of shipping too.
    expect(totals.taxByRate).toEqual([
      { rate: 0, taxable: 20_000 + 2_084, tax: 0 },
      { rate: 5, taxable: 25_000 + 2_605, tax: 1_250 + 130 },
      { rate: 18, taxable: 50_000 + 5_211, tax: 9_000 + 938 },
    ]);
  });

  it("keeps the tax inside prices with GST: the total is the subtotal plus shipping", () => {
    const totals = orderTotals(
      [
        { unitPrice: 10_500, quantity: 2, gstRate: 5 },
        { unitPrice: 118_000, quantity: 1, gstRate: 18 },
      ],
      { pricesIncludeGst: true },
    );
    expect(totals).toMatchObject({ subtotal: 139_000, tax: 19_000, shipping: 0, total: 139_000, pricesIncludeGst: true });
    expect(totals.lines).toEqual([
      { lineTotal: 21_000, gstRate: 5, taxable: 20_000, tax: 1_000 },
      { lineTotal: 118_000, gstRate: 18, taxable: 100_000, tax: 18_000 },
    ]);
  });

  it("names the GST rows: the spec's one row for 18% added on top, else one per rate", () => {
    const eighteen = orderTotals([{ unitPrice: 100_000, quantity: 1 }]);
    expect(taxRows(eighteen)).toEqual([{ label: "GST (18%)", tax: 18_000 }]);
    expect(taxRows(eighteen, "backOffice")).toEqual([{ label: "Tax (GST 18%)", tax: 18_000 }]);
    const mixed = orderTotals([
      { unitPrice: 50_000, quantity: 1, gstRate: 5 },
      { unitPrice: 50_000, quantity: 1, gstRate: 18 },
    ]);
    expect(taxRows(mixed)).toEqual([
      { label: "+ GST 5%", tax: 2_500 },
      { label: "+ GST 18%", tax: 9_000 },
    ]);
    const included = orderTotals([{ unitPrice: 105_000, quantity: 1, gstRate: 5 }], { pricesIncludeGst: true });
    expect(taxRows(included)).toEqual([{ label: "GST 5% (incl.)", tax: 5_000 }]);
    expect(taxRows(included, "backOffice")).toEqual([{ label: "Tax (GST 5%, incl.)", tax: 5_000 }]);
    expect(taxRows({ subtotal: 100, tax: 18, shipping: 0, total: 118 })).toEqual([{ label: "GST (18%)", tax: 18 }]);
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
    for (const amount of [largest.subtotal, largest.tax, largest.shipping, largest.total]) expect(Number.isSafeInteger(amount)).toBe(true);
    expect(largest.total).toBe(117_882_000_000_000);
    expect(largest.total).toBeLessThan(MAX_AMOUNT_PAISE);
    expect(salePriceFromDiscount(MAX_PRICE_PAISE, 99.99)).toBe(100_000);
    expect(discountBadgePercent(MAX_PRICE_PAISE, 1)).toBe(100);
  });
});
