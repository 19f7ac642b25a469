import { indiaDay } from "@shared/delivery-dates";
import type { IndianState } from "@shared/indian-states";
import type { Database } from "../client";
import {
  deliveryHolidays,
  deliveryZoneAreas,
  deliveryZones,
} from "../schema/delivery";

type DemoArea =
  | { prefixes: number[] }
  | { from: number; to: number }
  | { state: IndianState };

interface DemoZone {
  name: string;
  minDays: number;
  maxDays: number;
  codAllowed: boolean;
  extraChargePaise: number;
  areas: DemoArea[];
}

/**
 * The demo shop ships from Jaipur to all of India. Where several zones cover a PIN code the narrowest
 * area wins (docs/decisions/020-delivery-zones.md): a metro's prefix beats its state, a state or the
 * north-east beats "Rest of India". Only the Army Postal Service's codes (9xxxxx) are not delivered.
 */
export const DEMO_DELIVERY_ZONES: readonly DemoZone[] = [
  {
    name: "Rajasthan",
    minDays: 2,
    maxDays: 3,
    codAllowed: true,
    extraChargePaise: 0,
    areas: [{ state: "Rajasthan" }],
  },
  {
    name: "Metro cities",
    minDays: 3,
    maxDays: 4,
    codAllowed: true,
    extraChargePaise: 0,
    areas: [
      // Delhi, Faridabad, Gurugram, Noida and Ghaziabad; Mumbai and Thane; Bengaluru; Chennai; Kolkata and
      // Howrah; Hyderabad; Pune; Ahmedabad and Gandhinagar.
      {
        prefixes: [
          110, 121, 122, 201, 400, 401, 560, 600, 700, 711, 500, 411, 412, 380,
          382,
        ],
      },
    ],
  },
  {
    name: "Rest of India",
    minDays: 4,
    maxDays: 6,
    codAllowed: true,
    extraChargePaise: 0,
    areas: [{ from: 110_000, to: 899_999 }],
  },
  {
    name: "North-east",
    minDays: 6,
    maxDays: 8,
    codAllowed: true,
    extraChargePaise: 0,
    areas: [{ from: 780_000, to: 799_999 }, { state: "Sikkim" }],
  },
  {
    name: "Andaman & Nicobar and Lakshadweep",
    minDays: 6,
    maxDays: 8,
    codAllowed: false,
    extraChargePaise: 9_900,
    areas: [{ state: "Andaman and Nicobar Islands" }, { state: "Lakshadweep" }],
  },
];

/** Holi and Diwali move with the lunar calendar: the days of the central government's list, by year. */
const MOVABLE_HOLIDAYS: Readonly<
  Record<number, { holi: string; diwali: string }>
> = {
  2025: { holi: "03-14", diwali: "10-20" },
  2026: { holi: "03-04", diwali: "11-08" },
  2027: { holi: "03-22", diwali: "10-29" },
  2028: { holi: "03-11", diwali: "10-17" },
  2029: { holi: "03-01", diwali: "11-05" },
  2030: { holi: "03-20", diwali: "10-26" },
};

/** The demo's holidays of a year: the national days, Holi and Diwali when the year is listed, and Christmas. */
export function demoHolidays(
  year: number,
): Array<{ day: string; name: string }> {
  const movable = MOVABLE_HOLIDAYS[year];
  return [
    { day: `${year}-01-26`, name: "Republic Day" },
    ...(movable ? [{ day: `${year}-${movable.holi}`, name: "Holi" }] : []),
    { day: `${year}-08-15`, name: "Independence Day" },
    { day: `${year}-10-02`, name: "Gandhi Jayanti" },
    ...(movable ? [{ day: `${year}-${movable.diwali}`, name: "Diwali" }] : []),
    { day: `${year}-12-25`, name: "Christmas" },
  ];
}

function rangesOf(
  area: DemoArea,
): Array<{ pinFrom: number; pinTo: number } | { state: string }> {
  if ("state" in area) return [{ state: area.state }];
  if ("from" in area) return [{ pinFrom: area.from, pinTo: area.to }];
  return area.prefixes.map((prefix) => ({
    pinFrom: prefix * 1000,
    pinTo: prefix * 1000 + 999,
  }));
}

/**
 * The demo's delivery zones, unless the shop has zones already, and its holidays of this year and the
 * next (a day listed already is kept as it is).
 */
export async function insertDemoDelivery(
  tx: Database,
  now: Date,
): Promise<void> {
  const [existing] = await tx
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .limit(1);
  if (!existing) {
    for (const { areas, ...zone } of DEMO_DELIVERY_ZONES) {
      const [row] = await tx
        .insert(deliveryZones)
        .values(zone)
        .returning({ id: deliveryZones.id });
      await tx
        .insert(deliveryZoneAreas)
        .values(
          areas.flatMap(rangesOf).map((area) => ({ zoneId: row!.id, ...area })),
        );
    }
  }
  const year = Number(indiaDay(now).slice(0, 4));
  await tx
    .insert(deliveryHolidays)
    .values([...demoHolidays(year), ...demoHolidays(year + 1)])
    .onConflictDoNothing();
}
