import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Where the shop delivers, and how: a zone promises delivery within `minDays` to `maxDays` working
 * days, may refuse cash on delivery and may add a charge. A PIN code no zone covers is not delivered.
 */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    minDays: smallint("min_days").notNull(),
    maxDays: smallint("max_days").notNull(),
    codAllowed: boolean("cod_allowed").notNull().default(true),
    extraChargePaise: bigint("extra_charge_paise", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("delivery_zones_days_range", sql`${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays} and ${t.maxDays} <= 60`),
    check("delivery_zones_charge_not_negative", sql`${t.extraChargePaise} >= 0`),
  ],
);

/**
 * What a zone covers: a range of PIN codes, both ends included (the prefix 302 is 302000–302999), or a
 * whole state or union territory as the address forms spell it.
 */
export const deliveryZoneAreas = pgTable(
  "delivery_zone_areas",
  {
    id: serial("id").primaryKey(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => deliveryZones.id, { onDelete: "cascade" }),
    pinFrom: integer("pin_from"),
    pinTo: integer("pin_to"),
    state: text("state"),
  },
  (t) => [
    check(
      "delivery_zone_areas_range_or_state",
      sql`(${t.state} is null and ${t.pinFrom} is not null and ${t.pinTo} is not null and ${t.pinFrom} between 110000 and 999999 and ${t.pinTo} between ${t.pinFrom} and 999999) or (${t.state} is not null and ${t.pinFrom} is null and ${t.pinTo} is null)`,
    ),
    index("delivery_zone_areas_zone_idx").on(t.zoneId),
    index("delivery_zone_areas_pin_idx").on(t.pinFrom, t.pinTo),
    index("delivery_zone_areas_state_idx").on(t.state),
  ],
);

/** Days parcels are not delivered besides Sundays: they are skipped when a delivery date is promised. */
export const deliveryHolidays = pgTable("delivery_holidays", {
  day: date("day", { mode: "string" }).primaryKey(),
  name: text("name").notNull(),
});
