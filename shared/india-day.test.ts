import { describe, expect, it } from "vitest";
import { indiaDayEnd, indiaDayStart, isCalendarDay } from "./india-day";

describe("India days", () => {
  it("knows a real calendar day from other text", () => {
    expect(isCalendarDay("2026-11-27")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("27-11-2026")).toBe(false);
    expect(isCalendarDay("2026-11-27T10:00")).toBe(false);
  });

  it("begins a day at midnight in India, 18:30 UTC the evening before", () => {
    expect(indiaDayStart("2026-11-27").toISOString()).toBe("2026-11-26T18:30:00.000Z");
    expect(indiaDayEnd("2026-11-27").toISOString()).toBe("2026-11-27T18:30:00.000Z");
    expect(indiaDayEnd("2026-12-31").toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });
});
