import { describe, expect, it } from "vitest";
import { formatDate, formatPaise, formatPrice, formatShortDate } from "./format";

describe("formatPrice", () => {
  it("shows API decimal strings as rupees with Indian digit grouping", () => {
    expect(formatPrice("1299.00")).toBe("₹1,299.00");
    expect(formatPrice("123456.5")).toBe("₹1,23,456.50");
    expect(formatPrice("0.00")).toBe("₹0.00");
  });

  it("accepts rupees as a number", () => {
    expect(formatPrice(999)).toBe("₹999.00");
    expect(formatPrice(1297.82)).toBe("₹1,297.82");
  });

  it("shows ₹0.00 instead of NaN for missing or broken amounts", () => {
    expect(formatPrice(null)).toBe("₹0.00");
    expect(formatPrice("abc")).toBe("₹0.00");
  });
});

describe("formatPaise", () => {
  it("turns paise into rupees", () => {
    expect(formatPaise(12_345_600)).toBe("₹1,23,456.00");
    expect(formatPaise(9_900)).toBe("₹99.00");
  });
});

describe("dates", () => {
  it("uses the en-IN long format in Indian time", () => {
    expect(formatDate("2024-11-22T10:00:00Z")).toBe("22 November 2024");
    // 20:00 UTC is already the next day in India.
    expect(formatDate("2024-03-31T20:00:00Z")).toBe("1 April 2024");
  });

  it("has a short form", () => {
    expect(formatShortDate("2024-11-22T10:00:00Z")).toBe("22 Nov 2024");
  });

  it("shows nothing for a date it cannot read", () => {
    expect(formatDate("not a date")).toBe("");
  });
});
