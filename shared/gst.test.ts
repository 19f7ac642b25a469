import { describe, expect, it } from "vitest";
import { GST_RATES } from "./constants";
import { divideRoundingHalfUp, effectiveGstRate, effectiveHsnCode, isGstRate, lineTax, splitIntraState, taxByRate } from "./gst";
import { mulberry32 } from "./seeded-random";
import { orderTotals } from "./pricing";

function randomCart(random: () => number) {
  const size = 1 + Math.floor(random() * 12);
  return Array.from({ length: size }, () => ({
    // Mostly shop-like prices, sometimes a few paise, sometimes huge.
    unitPrice: random() < 0.1 ? Math.floor(random() * 10) : random() < 0.05 ? Math.floor(random() * 1_000_000_000) : Math.floor(random() * 500_000),
    quantity: 1 + Math.floor(random() * 20),
    gstRate: GST_RATES[Math.floor(random() * GST_RATES.length)]!,
  }));
}

describe("rate and HSN code of a product", () => {
  it("takes the product's own, else its category's, else 18% and no code", () => {
    expect(effectiveGstRate({ gstRate: 5 }, { gstRate: 18 })).toBe(5);
    expect(effectiveGstRate({ gstRate: 0 }, { gstRate: 18 })).toBe(0);
    expect(effectiveGstRate({ gstRate: null }, { gstRate: 40 })).toBe(40);
    expect(effectiveGstRate({ gstRate: null }, { gstRate: null })).toBe(18);
    expect(effectiveGstRate({ gstRate: null })).toBe(18);
    expect(effectiveHsnCode({ hsnCode: "9619" }, { hsnCode: "3924" })).toBe("9619");
    expect(effectiveHsnCode({ hsnCode: null }, { hsnCode: "3924" })).toBe("3924");
    expect(effectiveHsnCode({ hsnCode: "" }, { hsnCode: null })).toBeNull();
  });

  it("knows the slabs", () => {
    for (const rate of [0, 5, 18, 40]) expect(isGstRate(rate)).toBe(true);
    for (const rate of [12, 28, -5, "5", null, 5.5]) expect(isGstRate(rate)).toBe(false);
  });
});

describe("the tax of one line", () => {
  it("rounds half up to the paisa", () => {
    expect(divideRoundingHalfUp(5, 2)).toBe(3);
    expect(divideRoundingHalfUp(149, 100)).toBe(1);
    expect(divideRoundingHalfUp(150, 100)).toBe(2);
    expect(divideRoundingHalfUp(0, 118)).toBe(0);
  });

  it("adds the tax to prices without GST", () => {
    expect(lineTax(25_000, 5, false)).toEqual({ lineTotal: 25_000, gstRate: 5, taxable: 25_000, tax: 1_250 });
    // 5% of ₹0.50 is 2.5 paise → 3; 18% of 3 paise is 0.54 → 1; of 2 paise 0.36 → 0.
    expect(lineTax(50, 5, false).tax).toBe(3);
    expect(lineTax(3, 18, false).tax).toBe(1);
    expect(lineTax(2, 18, false).tax).toBe(0);
    expect(lineTax(99_900, 0, false)).toEqual({ lineTotal: 99_900, gstRate: 0, taxable: 99_900, tax: 0 });
  });

  it("takes the tax out of prices with GST", () => {
    // ₹118.00 at 18% holds ₹18.00; ₹105.00 at 5% holds ₹5.00; ₹100.00 at 5% holds 476.19… → ₹4.76.
    expect(lineTax(11_800, 18, true)).toEqual({ lineTotal: 11_800, gstRate: 18, taxable: 10_000, tax: 1_800 });
    expect(lineTax(10_500, 5, true)).toEqual({ lineTotal: 10_500, gstRate: 5, taxable: 10_000, tax: 500 });
    expect(lineTax(10_000, 5, true)).toEqual({ lineTotal: 10_000, gstRate: 5, taxable: 9_524, tax: 476 });
    expect(lineTax(14_000, 40, true)).toEqual({ lineTotal: 14_000, gstRate: 40, taxable: 10_000, tax: 4_000 });
  });

  it("adds taxable and tax per rate, lowest rate first", () => {
    expect(
      taxByRate([
        { gstRate: 18, taxable: 100, tax: 18 },
        { gstRate: 5, taxable: 200, tax: 10 },
        { gstRate: 18, taxable: 50, tax: 9 },
      ]),
    ).toEqual([
      { rate: 5, taxable: 200, tax: 10 },
      { rate: 18, taxable: 150, tax: 27 },
    ]);
  });
});

describe("CGST and SGST within the state", () => {
  it("splits even paise in halves and gives an odd paisa to CGST", () => {
    expect(splitIntraState(1_800)).toEqual({ cgst: 900, sgst: 900 });
    expect(splitIntraState(1_801)).toEqual({ cgst: 901, sgst: 900 });
    expect(splitIntraState(1)).toEqual({ cgst: 1, sgst: 0 });
    expect(splitIntraState(0)).toEqual({ cgst: 0, sgst: 0 });
  });

  it("always adds up to the tax, with CGST at most a paisa above SGST", () => {
    const random = mulberry32(46);
    for (let run = 0; run < 2_000; run++) {
      const tax = Math.floor(random() * 10_000_000_000);
      const { cgst, sgst } = splitIntraState(tax);
      expect(cgst + sgst).toBe(tax);
      expect(cgst - sgst).toBeGreaterThanOrEqual(0);
      expect(cgst - sgst).toBeLessThanOrEqual(1);
    }
  });
});

describe("random carts", () => {
  for (const pricesIncludeGst of [false, true]) {
    it(`keeps the order's tax the sum of its lines' and charges' taxes (prices ${pricesIncludeGst ? "with" : "without"} GST)`, () => {
      const random = mulberry32(pricesIncludeGst ? 2025 : 922);
      for (let run = 0; run < 1_000; run++) {
        const cart = randomCart(random);
        const totals = orderTotals(cart, { pricesIncludeGst });
        const context = JSON.stringify(cart);
        const charges = [...totals.charges.shipping, ...totals.charges.delivery];
        const sum = (lines: ReadonlyArray<{ tax: number }>) => lines.reduce((total, line) => total + line.tax, 0);
        expect(sum(totals.lines) + sum(charges), context).toBe(totals.tax);
        expect(sum(charges), context).toBe(totals.chargesTax);
        expect(charges.reduce((total, line) => total + line.lineTotal, 0), context).toBe(totals.shipping);
        expect(totals.taxByRate.reduce((total, entry) => total + entry.tax, 0), context).toBe(totals.tax);
        expect(totals.taxByRate.reduce((total, entry) => total + entry.taxable, 0), context).toBe([...totals.lines, ...charges].reduce((total, line) => total + line.taxable, 0));
        for (const [index, line] of totals.lines.entries()) {
          const item = cart[index]!;
          expect(line.lineTotal).toBe(item.unitPrice * item.quantity);
          expect(Number.isSafeInteger(line.tax)).toBe(true);
          // Within half a paisa of the exact tax.
          const exact = pricesIncludeGst ? (line.lineTotal * item.gstRate) / (100 + item.gstRate) : (line.lineTotal * item.gstRate) / 100;
          expect(Math.abs(line.tax - exact), context).toBeLessThanOrEqual(0.5 + 1e-9);
          if (pricesIncludeGst) expect(line.taxable + line.tax).toBe(line.lineTotal);
          else expect(line.taxable).toBe(line.lineTotal);
        }
        const expectedTotal = pricesIncludeGst ? totals.subtotal + totals.shipping : totals.subtotal + totals.tax + totals.shipping;
        expect(totals.total, context).toBe(expectedTotal);
      }
    });
  }
});
