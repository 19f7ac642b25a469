import { describe, expect, it } from "vitest";
import { bestBeforeText, mrpRefusal, netQuantityText, trimQuantity } from "./declarations";

describe("mrpRefusal", () => {
  const included = { gstRate: 18, pricesIncludeGst: true };
  const added = { gstRate: 18, pricesIncludeGst: false };

  it("refuses a selling price above the MRP, naming both in rupees", () => {
    expect(mrpRefusal(54_900, 49_900, included)).toBe("The selling price ₹549.00 may not exceed the MRP ₹499.00");
  });

  it("accepts a selling price up to the MRP, and any price without one", () => {
    expect(mrpRefusal(49_900, 49_900, included)).toBeNull();
    expect(mrpRefusal(44_900, 49_900, included)).toBeNull();
    expect(mrpRefusal(99_999_900, null, added)).toBeNull();
  });

  it("compares the price with GST added to the MRP when prices exclude GST", () => {
    // ₹849 + 18% is ₹1,001.82, above an MRP of ₹909: the case a parent was charged.
    expect(mrpRefusal(84_900, 90_900, added)).toBe("The selling price ₹849.00 with 18% GST is ₹1,001.82, above the MRP ₹909.00");
    // ₹770.34 + 18% is ₹909.00 (909.0012 rounded): exactly the MRP.
    expect(mrpRefusal(77_034, 90_900, added)).toBeNull();
    expect(mrpRefusal(77_035, 90_900, added)).not.toBeNull();
    expect(mrpRefusal(86_571, 90_900, { gstRate: 5, pricesIncludeGst: false })).toBeNull();
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
