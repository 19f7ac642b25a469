import { describe, expect, it } from "vitest";
import { bestBeforeText, mrpRefusal, netQuantityText, trimQuantity } from "./declarations";

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
