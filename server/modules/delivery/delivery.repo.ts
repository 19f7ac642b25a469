import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  deliveryHolidays,
  deliveryZoneAreas,
  deliveryZones,
} from "../../db/schema/delivery";
import type { DeliverySetup, KnownZone, ZoneArea } from "./zone-match";

export type ZoneRow = typeof deliveryZones.$inferSelect;
export type HolidayRow = typeof deliveryHolidays.$inferSelect;
export type ZoneValues = Pick<
  ZoneRow,
  "name" | "minDays" | "maxDays" | "codAllowed" | "extraChargePaise"
>;

type AreaRow = typeof deliveryZoneAreas.$inferSelect;

function toKnownZone(zone: ZoneRow, areas: readonly AreaRow[]): KnownZone {
  return {
    id: zone.id,
    name: zone.name,
    minDays: zone.minDays,
    maxDays: zone.maxDays,
    codAllowed: zone.codAllowed,
    extraChargePaise: zone.extraChargePaise,
    areas: areas.map((area): ZoneArea =>
      area.state !== null
        ? { state: area.state }
        : { from: area.pinFrom!, to: area.pinTo! },
    ),
  };
}

/** Every zone with its areas, oldest zone first (two statements, whatever the number of zones). */
export async function listZones(db: Database): Promise<KnownZone[]> {
  const zones = await db
    .select()
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.id));
  const areas = await db
    .select()
    .from(deliveryZoneAreas)
    .orderBy(asc(deliveryZoneAreas.zoneId), asc(deliveryZoneAreas.id));
  return zones.map((zone) =>
    toKnownZone(
      zone,
      areas.filter((area) => area.zoneId === zone.id),
    ),
  );
}

export function listHolidays(db: Database): Promise<HolidayRow[]> {
  return db.select().from(deliveryHolidays).orderBy(asc(deliveryHolidays.day));
}

/** What every delivery promise is worked out from: the zones and the holiday days. */
export async function readSetup(db: Database): Promise<DeliverySetup> {
  const [zones, holidays] = [await listZones(db), await listHolidays(db)];
  return { zones, holidays: new Set(holidays.map((holiday) => holiday.day)) };
}

/** Lets one writer at a time change the zones until its transaction ends (checkouts still read them), so two zones cannot take one name. */
export async function lockZonesForWriting(tx: Database): Promise<void> {
  await tx.execute(
    sql`lock table ${deliveryZones} in share row exclusive mode`,
  );
}

export async function findZone(
  db: Database,
  id: number,
): Promise<KnownZone | undefined> {
  const [zone] = await db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.id, id));
  if (!zone) return undefined;
  return toKnownZone(
    zone,
    await db
      .select()
      .from(deliveryZoneAreas)
      .where(eq(deliveryZoneAreas.zoneId, id))
      .orderBy(asc(deliveryZoneAreas.id)),
  );
}

/** Whether another zone (not `exceptId`) has this name, in any case. */
export async function zoneNameTaken(
  db: Database,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(
      and(
        sql`lower(${deliveryZones.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(deliveryZones.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertZone(
  db: Database,
  values: ZoneValues,
): Promise<number> {
  const [row] = await db
    .insert(deliveryZones)
    .values(values)
    .returning({ id: deliveryZones.id });
  return row!.id;
}

export async function updateZone(
  db: Database,
  id: number,
  values: ZoneValues,
): Promise<boolean> {
  const rows = await db
    .update(deliveryZones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}

/** The zone's areas become exactly these. */
export async function replaceAreas(
  db: Database,
  zoneId: number,
  areas: readonly ZoneArea[],
): Promise<void> {
  await db
    .delete(deliveryZoneAreas)
    .where(eq(deliveryZoneAreas.zoneId, zoneId));
  if (areas.length === 0) return;
  await db
    .insert(deliveryZoneAreas)
    .values(
      areas.map((area) =>
        "state" in area
          ? { zoneId, state: area.state }
          : { zoneId, pinFrom: area.from, pinTo: area.to },
      ),
    );
}

export async function deleteZone(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryZones)
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}

/** Adds a holiday; false when that day is listed already. */
export async function insertHoliday(
  db: Database,
  holiday: HolidayRow,
): Promise<boolean> {
  const rows = await db
    .insert(deliveryHolidays)
    .values(holiday)
    .onConflictDoNothing()
    .returning({ day: deliveryHolidays.day });
  return rows.length > 0;
}

export async function deleteHoliday(
  db: Database,
  day: string,
): Promise<boolean> {
  const rows = await db
    .delete(deliveryHolidays)
    .where(eq(deliveryHolidays.day, day))
    .returning({ day: deliveryHolidays.day });
  return rows.length > 0;
}
