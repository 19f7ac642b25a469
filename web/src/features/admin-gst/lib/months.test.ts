import { describe, expect, it } from "vitest";
import { isMonth, monthInIndia, monthLabel, monthsUpTo } from "./months";

describe("GST summary months", () => {
  it("knows the month in India before UTC does", () => {
    expect(monthInIndia(new Date("2026-10-31T18:29:59Z"))).toBe("2026-10");
    expect(monthInIndia(new Date("2026-10-31T18:30:00Z"))).toBe("2026-11");
  });

  it("lists months newest first, across the turn of a year", () => {
    expect(monthsUpTo("2027-02", 4)).toEqual(["2027-02", "2027-01", "2026-12", "2026-11"]);
  });

  it("names a month and accepts only YYYY-MM", () => {
    expect(monthLabel("2026-11")).toBe("November 2026");
    expect(isMonth("2026-11")).toBe(true);
    expect(isMonth("2026-13")).toBe(false);
    expect(isMonth("11-2026")).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
