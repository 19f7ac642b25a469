import { describe, expect, it } from "vitest";
import { monthBounds, monthInIndia } from "./gst-month";

describe("months in India time", () => {
  it("starts a month at midnight in India, 18:30 UTC the day before", () => {
    expect(monthBounds("2026-11")).toEqual({ from: new Date("2026-10-31T18:30:00Z"), to: new Date("2026-11-30T18:30:00Z") });
  });

  it("runs December into the next year", () => {
    expect(monthBounds("2026-12").to).toEqual(new Date("2026-12-31T18:30:00Z"));
  });

  it("names the month it already is in India while it is still the last day in UTC", () => {
    expect(monthInIndia(new Date("2026-10-31T18:29:59Z"))).toBe("2026-10");
    expect(monthInIndia(new Date("2026-10-31T18:30:00Z"))).toBe("2026-11");
    expect(monthInIndia(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01");
  });
});
