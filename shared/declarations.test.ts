import { describe, expect, it } from "vitest";
import { bestBeforeText, comparePrices, mrpRefusal, netQuantityText, trimQuantity } from "./declarations";

describe("mrpRefusal", () => {
  it("refuses a selling price above the MRP, naming both in rupees", () => {
    expect(mrpRefusal(54_900, 49_900)).toBe("The selling price ₹549.00 may not exceed the MRP ₹499.00");
  });

  it("accepts a selling price up to the MRP, and any price without one", () => {
    expect(mrpRefusal(49_900, 49_900)).toBeNull();
    expect(mrpRefusal(44_900, 49_900)).toBeNull();
    expect(mrpRefusal(99_999_900, null)).toBeNull();
  });
});

describe("comparePrices", () => {
  it("strikes through the MRP when the product is on sale and has one, and the badge follows it", () => {
    expect(comparePrices({ pricePaise: 49_900, salePricePaise: 44_900, mrpPaise: 59_900 })).toEqual({ pays: 44_900, original: 59_900, percentOff: 25 });
  });

  it("strikes through the price when there is no MRP, with the badge as before", () => {
    expect(comparePrices({ pricePaise: 249_900, salePricePaise: 224_910, mrpPaise: null })).toEqual({ pays: 224_910, original: 249_900, percentOff: 10 });
  });

  it("strikes nothing through without a sale, even below the MRP", () => {
    expect(comparePrices({ pricePaise: 49_900, salePricePaise: null, mrpPaise: 59_900 })).toEqual({ pays: 49_900, original: null, percentOff: null });
  });

  it("strikes nothing through when the sale price is the MRP (a price above the MRP is never shown as the original)", () => {
    expect(comparePrices({ pricePaise: 69_900, salePricePaise: 59_900, mrpPaise: 59_900 })).toEqual({ pays: 59_900, original: null, percentOff: null });
  });

  it("shows the original but no badge for a saving below half a percent", () => {
    expect(comparePrices({ pricePaise: 100_000, salePricePaise: 99_999, mrpPaise: null })).toEqual({ pays: 99_999, original: 100_000, percentOff: null });
  });
});

describe("declaration texts", () => {
  it("prints quantities without trailing zeros, with the unit in the singular for one", () => {
    expect(trimQuantity("500.000")).toBe("500");
    expect(trimQuantity("1.250")).toBe("1.25");
    expect(trimQuantity("72")).toBe("72");
    expect(netQuantityText("500.000", "ml")).toBe("500 ml");
    expect(netQuantityText("1.000", "pieces")).toBe("1 piece");
    expect(netQuantityText("72.000", "pieces")).toBe("72 pieces");
    expect(netQuantityText("1.5", "l")).toBe("1.5 L");
    expect(netQuantityText("2", "pairs")).toBe("2 pairs");
  });

  it("says how long the product keeps", () => {
    expect(bestBeforeText(24)).toBe("24 months from manufacture");
    expect(bestBeforeText(1)).toBe("1 month from manufacture");
  });
});
