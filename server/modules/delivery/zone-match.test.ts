import { describe, expect, it } from "vitest";
import { type KnownZone, quoteDelivery, zoneForPinCode } from "./zone-match";

const zone = (
  id: number,
  name: string,
  areas: KnownZone["areas"],
  terms: Partial<KnownZone> = {},
): KnownZone => ({
  id,
  name,
  minDays: 4,
  maxDays: 6,
  codAllowed: true,
  extraChargePaise: 0,
  areas,
  ...terms,
});

const india = zone(1, "Rest of India", [{ from: 110_000, to: 899_999 }]);
const rajasthan = zone(2, "Rajasthan", [{ state: "Rajasthan" }], {
  minDays: 2,
  maxDays: 3,
});
const jaipur = zone(3, "Jaipur", [{ from: 302_000, to: 302_999 }], {
  minDays: 1,
  maxDays: 1,
});
const islands = zone(4, "Islands", [{ state: "Andaman and Nicobar Islands" }], {
  codAllowed: false,
  extraChargePaise: 9_900,
});

describe("the zone of a PIN code", () => {
  it("is the one whose area covering it is narrowest: a prefix, then its state, then a range across India", () => {
    const zones = [india, rajasthan, jaipur];
    expect(zoneForPinCode(zones, "302001")?.name).toBe("Jaipur");
    expect(zoneForPinCode(zones, "305001")?.name).toBe("Rajasthan");
    expect(zoneForPinCode(zones, "560001")?.name).toBe("Rest of India");
  });

  it("matches a state only where the PIN code's region names that state alone", () => {
    const gujarat = zone(5, "Gujarat", [{ state: "Gujarat" }]);
    expect(zoneForPinCode([gujarat], "380001")?.name).toBe("Gujarat");
    // 396 is shared with Dadra and Nagar Haveli and Daman and Diu: a range must name it.
    expect(zoneForPinCode([gujarat], "396001")).toBeUndefined();
  });

  it("prefers a range to a state of the same width, then the older zone", () => {
    const sikkimState = zone(6, "Sikkim (state)", [{ state: "Sikkim" }]);
    const sikkimRange = zone(7, "Sikkim (range)", [
      { from: 737_000, to: 737_999 },
    ]);
    expect(zoneForPinCode([sikkimState, sikkimRange], "737101")?.name).toBe(
      "Sikkim (range)",
    );
    const twin = zone(8, "Jaipur again", [{ from: 302_000, to: 302_999 }]);
    expect(zoneForPinCode([twin, jaipur], "302001")?.name).toBe("Jaipur");
  });

  it("is none when no area covers it", () => {
    expect(zoneForPinCode([india, islands], "990001")).toBeUndefined();
  });
});

describe("the promise for a PIN code", () => {
  const monday = new Date("2026-11-23T10:00:00+05:30");
  const setup = { zones: [india, islands], holidays: new Set(["2026-11-26"]) };

  it("gives the zone's terms and the days, over Sunday and the listed holidays", () => {
    expect(quoteDelivery(setup, "744101", monday)).toEqual({
      zone: "Islands",
      minDays: 4,
      maxDays: 6,
      codAllowed: false,
      extraChargePaise: 9_900,
      // Monday is day 0; Thursday is a holiday and Sunday is Sunday.
      deliveryFrom: "2026-11-28",
      deliveryBy: "2026-12-01",
    });
  });

  it("is null where the shop does not deliver", () => {
    expect(quoteDelivery(setup, "990001", monday)).toBeNull();
  });

  it("delivers everywhere on the standard terms while the shop has no zone at all", () => {
    expect(
      quoteDelivery({ zones: [], holidays: new Set() }, "990001", monday),
    ).toMatchObject({
      zone: "All of India",
      minDays: 3,
      maxDays: 5,
      codAllowed: true,
      extraChargePaise: 0,
      deliveryFrom: "2026-11-26",
      deliveryBy: "2026-11-28",
    });
  });
});
