import { describe, expect, it } from "vitest";
import { financialYearOf, indianDate } from "./financial-year";

describe("financialYearOf", () => {
  it("starts the year on 1 April in India", () => {
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe("26-27");
    expect(financialYearOf(new Date("2026-03-31T23:59:59+05:30"))).toBe("25-26");
  });

  it("goes by the date in India, not in UTC", () => {
    // 31 March 2026, 19:00 UTC is already 1 April 00:30 in India.
    expect(financialYearOf(new Date("2026-03-31T19:00:00Z"))).toBe("26-27");
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("25-26");
  });

  it("runs from April to March across the turn of the calendar year", () => {
    expect(financialYearOf(new Date("2026-12-31T12:00:00+05:30"))).toBe("26-27");
    expect(financialYearOf(new Date("2027-01-01T12:00:00+05:30"))).toBe("26-27");
  });

  it("writes two digits for years of the next century", () => {
    expect(financialYearOf(new Date("2099-06-01T12:00:00+05:30"))).toBe("99-00");
    expect(financialYearOf(new Date("2100-02-01T12:00:00+05:30"))).toBe("99-00");
  });
});

describe("indianDate", () => {
  it("prints the day in India as DD-MM-YYYY", () => {
    expect(indianDate(new Date("2026-04-04T19:00:00Z"))).toBe("05-04-2026");
  });
});
