import { decimalToPaise, paiseToDecimal } from "@shared/money";
import type {
  DeliveryCheck,
  DeliveryHoliday,
  DeliveryZone,
  DeliveryZoneInputSchema,
} from "@shared/schemas/delivery";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { readUntilChanged } from "../../events/read-until-changed";
import * as repo from "./delivery.repo";
import { areaView, distinctAreas, zoneAreaOf } from "./zone-areas";
import { type KnownZone, quoteDelivery, type ZoneArea } from "./zone-match";

/** The zone form as the schema parsed it. */
type ZoneForm = z.output<typeof DeliveryZoneInputSchema>;

const toZone = (zone: KnownZone): DeliveryZone => ({
  id: zone.id,
  name: zone.name,
  minDays: zone.minDays,
  maxDays: zone.maxDays,
  codAllowed: zone.codAllowed,
  extraCharge: paiseToDecimal(zone.extraChargePaise),
  areas: zone.areas.map(areaView),
});

function valuesOf(form: ZoneForm): {
  values: repo.ZoneValues;
  areas: ZoneArea[];
} {
  const areas = form.areas.map((area, index) => {
    const kept = zoneAreaOf(area);
    if (typeof kept === "string")
      throw new AppError("invalid_input", kept, { field: `areas.${index}` });
    return kept;
  });
  const values = {
    name: form.name,
    minDays: form.minDays,
    maxDays: form.maxDays,
    codAllowed: form.codAllowed,
    extraChargePaise: decimalToPaise(form.extraCharge) ?? 0,
  };
  return { values, areas: distinctAreas(areas) };
}

async function refuseTakenName(
  tx: Database,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (await repo.zoneNameTaken(tx, name, exceptId))
    throw new AppError("duplicate", `There is already a zone called ${name}`, {
      field: "name",
    });
}

/**
 * Where the shop delivers and by when (docs/decisions/020-delivery-zones.md). The zones and holidays are
 * few: they are read once and kept in memory until the back office changes them (delivery.changed,
 * heard by every shop process), or for `cacheMaxAgeMs` at most, so checking a PIN code costs no query.
 */
export function createDeliveryService(
  db: Database,
  { events, cacheMaxAgeMs }: { events: EventBus; cacheMaxAgeMs: number },
) {
  const currentSetup = readUntilChanged(events, ["delivery.changed"], () => repo.readSetup(db), { maxAgeMs: cacheMaxAgeMs });

  return {
    /** Whether the shop delivers to `pincode`, and its promise for an order placed at `at`. */
    async check(
      pincode: string,
      at: Date = new Date(),
    ): Promise<DeliveryCheck> {
      const quote = quoteDelivery(await currentSetup(), pincode, at);
      if (!quote) return { pincode, deliverable: false };
      return {
        pincode,
        deliverable: true,
        zone: quote.zone,
        minDays: quote.minDays,
        maxDays: quote.maxDays,
        deliveryFrom: quote.deliveryFrom,
        deliveryBy: quote.deliveryBy,
        codAvailable: quote.codAllowed,
        extraCharge: paiseToDecimal(quote.extraChargePaise),
      };
    },

    async listZones(): Promise<DeliveryZone[]> {
      return (await repo.listZones(db)).map(toZone);
    },

    createZone(form: ZoneForm): Promise<DeliveryZone> {
      const { values, areas } = valuesOf(form);
      return transactionThenEmit(db, events, async (tx, pending) => {
        await repo.lockZonesForWriting(tx);
        await refuseTakenName(tx, values.name);
        const id = await repo.insertZone(tx, values);
        await repo.replaceAreas(tx, id, areas);
        pending.add("delivery.changed", {});
        return toZone((await repo.findZone(tx, id))!);
      });
    },

    updateZone(id: number, form: ZoneForm): Promise<DeliveryZone> {
      const { values, areas } = valuesOf(form);
      return transactionThenEmit(db, events, async (tx, pending) => {
        await repo.lockZonesForWriting(tx);
        if (!(await repo.findZone(tx, id))) throw notFound("Delivery zone");
        await refuseTakenName(tx, values.name, id);
        await repo.updateZone(tx, id, values);
        await repo.replaceAreas(tx, id, areas);
        pending.add("delivery.changed", {});
        return toZone((await repo.findZone(tx, id))!);
      });
    },

    async removeZone(id: number): Promise<void> {
      await transactionThenEmit(db, events, async (tx, pending) => {
        if (!(await repo.deleteZone(tx, id))) throw notFound("Delivery zone");
        pending.add("delivery.changed", {});
      });
    },

    async listHolidays(): Promise<DeliveryHoliday[]> {
      return (await repo.listHolidays(db)).map(({ day, name }) => ({
        day,
        name,
      }));
    },

    async addHoliday(holiday: DeliveryHoliday): Promise<DeliveryHoliday> {
      await transactionThenEmit(db, events, async (tx, pending) => {
        if (!(await repo.insertHoliday(tx, holiday))) throw new AppError("duplicate", `${holiday.day} is listed already`, { field: "day" });
        pending.add("delivery.changed", {});
      });
      return holiday;
    },

    async removeHoliday(day: string): Promise<void> {
      await transactionThenEmit(db, events, async (tx, pending) => {
        if (!(await repo.deleteHoliday(tx, day))) throw notFound("Holiday");
        pending.add("delivery.changed", {});
      });
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
