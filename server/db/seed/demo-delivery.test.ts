import { describe, expect, it } from "vitest";
import { pinCodeStateMismatch } from "@shared/pin-regions";
import {
  quoteDelivery,
  type KnownZone,
} from "../../modules/delivery/zone-match";
import { DEMO_DELIVERY_ZONES, demoHolidays } from "./demo-delivery";

const zones: KnownZone[] = DEMO_DELIVERY_ZONES.map(
  ({ areas, ...terms }, index) => ({
    id: index + 1,
    ...terms,
    areas: areas.flatMap((area) =>
      "prefixes" in area
        ? area.prefixes.map((prefix) => ({
            from: prefix * 1000,
            to: prefix * 1000 + 999,
          }))
        : [area],
    ),
  }),
);
const zoneOf = (pincode: string) =>
  quoteDelivery(
    { zones, holidays: new Set() },
    pincode,
    new Date("2026-11-23T10:00:00+05:30"),
  );

describe("the demo's delivery zones", () => {
  it("cover every postal region of India, and not the Army Postal Service", () => {
    for (let prefix = 110; prefix <= 859; prefix += 1)
      expect(zoneOf(`${prefix}001`), `${prefix}001`).not.toBeNull();
    expect(zoneOf("990001")).toBeNull();
    expect(zoneOf("999999")).toBeNull();
  });

  it("give Rajasthan, the metros, the north-east and the islands their own promise", () => {
    expect(zoneOf("302001")).toMatchObject({
      zone: "Rajasthan",
      minDays: 2,
      maxDays: 3,
      codAllowed: true,
      extraChargePaise: 0,
    });
    for (const metro of [
      "110001",
      "122002",
      "201301",
      "400001",
      "560025",
      "600001",
      "700001",
      "500001",
      "411001",
      "380001",
    ]) {
      expect(zoneOf(metro), metro).toMatchObject({
        zone: "Metro cities",
        minDays: 3,
        maxDays: 4,
      });
    }
    expect(zoneOf("682001")).toMatchObject({
      zone: "Rest of India",
      minDays: 4,
      maxDays: 6,
    });
    for (const northEast of ["781001", "793001", "799001", "737101"])
      expect(zoneOf(northEast), northEast).toMatchObject({
        zone: "North-east",
        minDays: 6,
        maxDays: 8,
      });
    for (const island of ["744101", "682555"]) {
      expect(zoneOf(island), island).toMatchObject({
        zone: "Andaman & Nicobar and Lakshadweep",
        codAllowed: false,
        extraChargePaise: 9_900,
      });
    }
  });

  it("deliver to the addresses the shop's journeys and tests use, in their own states", () => {
    for (const [pincode, state] of [
      ["302001", "Rajasthan"],
      ["302004", "Rajasthan"],
      ["302006", "Rajasthan"],
      ["560025", "Karnataka"],
      ["411001", "Maharashtra"],
    ] as const) {
      expect(zoneOf(pincode), pincode).not.toBeNull();
      expect(pinCodeStateMismatch(pincode, state)).toBeNull();
    }
  });

  it("list the national holidays, with Holi and Diwali where the year is known", () => {
    expect(
      demoHolidays(2026).map((holiday) => `${holiday.day} ${holiday.name}`),
    ).toEqual([
      "2026-01-26 Republic Day",
      "2026-03-04 Holi",
      "2026-08-15 Independence Day",
      "2026-10-02 Gandhi Jayanti",
      "2026-11-08 Diwali",
      "2026-12-25 Christmas",
    ]);
    expect(demoHolidays(2040).map((holiday) => holiday.name)).toEqual([
      "Republic Day",
      "Independence Day",
      "Gandhi Jayanti",
      "Christmas",
    ]);
  });
});
