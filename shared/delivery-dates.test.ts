import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  deliveryDayLabel,
  deliveryWindow,
  dispatchDay,
  indiaDay,
  isWorkingDay,
  secondsUntilPromiseChanges,
} from "./delivery-dates";

const none = new Set<string>();
/** A moment given as India's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("calendar days in India", () => {
  it("takes the day in India, not the server's: 8 pm UTC on a Monday is already Tuesday there", () => {
    expect(indiaDay(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(indiaDay(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
  });

  it("knows Sundays and listed holidays are not working days", () => {
    expect(isWorkingDay("2026-11-29", none)).toBe(false);
    expect(isWorkingDay("2026-11-28", none)).toBe(true);
    expect(isWorkingDay("2026-12-25", new Set(["2026-12-25"]))).toBe(false);
  });
});

describe("working days", () => {
  it("skips the Sunday of a weekend: 3 working days from Thursday is Monday", () => {
    expect(addWorkingDays("2026-11-26", 3, none)).toBe("2026-11-30");
  });

  it("skips a listed holiday as well: Christmas on a Friday pushes Thursday + 2 to Monday", () => {
    expect(addWorkingDays("2026-12-24", 2, none)).toBe("2026-12-26");
    expect(addWorkingDays("2026-12-24", 2, new Set(["2026-12-25"]))).toBe(
      "2026-12-28",
    );
  });

  it("counts 0 days as the day itself, or the next working day when it is not one", () => {
    expect(addWorkingDays("2026-11-25", 0, none)).toBe("2026-11-25");
    expect(addWorkingDays("2026-11-29", 0, none)).toBe("2026-11-30");
  });
});

describe("the promise of an order placed now", () => {
  it("counts today as day 0 before 2 pm in India, and tomorrow from 2 pm", () => {
    expect(dispatchDay(ist("2026-11-23T13:59"), none)).toBe("2026-11-23");
    expect(dispatchDay(ist("2026-11-23T14:00"), none)).toBe("2026-11-24");
    expect(deliveryWindow(ist("2026-11-23T10:00"), 2, 3, none)).toEqual({
      from: "2026-11-25",
      by: "2026-11-26",
    });
    expect(deliveryWindow(ist("2026-11-23T16:00"), 2, 3, none)).toEqual({
      from: "2026-11-26",
      by: "2026-11-27",
    });
  });

  it("starts from Monday when ordered on a Sunday or a Saturday afternoon, and skips holidays on the way", () => {
    expect(dispatchDay(ist("2026-11-29T09:00"), none)).toBe("2026-11-30");
    expect(dispatchDay(ist("2026-11-28T15:00"), none)).toBe("2026-11-30");
    // Thursday 24 Dec, morning: Friday is Christmas, Sunday is Sunday.
    expect(
      deliveryWindow(ist("2026-12-24T09:00"), 2, 3, new Set(["2026-12-25"])),
    ).toEqual({ from: "2026-12-28", by: "2026-12-29" });
  });

  it("holds until the cut-off, then until midnight in India", () => {
    expect(secondsUntilPromiseChanges(ist("2026-11-23T13:55"))).toBe(300);
    expect(secondsUntilPromiseChanges(ist("2026-11-23T23:59:30"))).toBe(30);
    expect(secondsUntilPromiseChanges(ist("2026-11-23T00:00"))).toBe(14 * 3600);
  });
});

it("labels a day the Indian way", () => {
  expect(deliveryDayLabel("2026-11-27")).toBe("Fri, 27 Nov");
  expect(deliveryDayLabel("2027-01-26")).toBe("Tue, 26 Jan");
});

it("names every day of a year as Intl's en-IN short format does", () => {
  const intl = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  for (let day = 0; day < 366; day += 1) {
    const date = new Date(Date.UTC(2028, 0, 1 + day));
    expect(deliveryDayLabel(date.toISOString().slice(0, 10))).toBe(intl.format(date));
  }
});
