import { deliveryWindow } from "@shared/delivery-dates";
import { pinCodeSpanOfState, statesOfPinCode } from "@shared/pin-regions";
import { DELIVERY_WHEN_NO_ZONES } from "@shared/schemas/delivery";

/** What a zone covers, as kept: a range of PIN codes (both ends included) or a whole state. */
export type ZoneArea = { from: number; to: number } | { state: string };

export interface KnownZone {
  id: number;
  name: string;
  minDays: number;
  maxDays: number;
  codAllowed: boolean;
  extraChargePaise: number;
  areas: ZoneArea[];
}

/** The zones and the holidays, as every delivery promise is worked out from them. */
export interface DeliverySetup {
  zones: readonly KnownZone[];
  holidays: ReadonlySet<string>;
}

/** The shop's promise for one PIN code at one moment. */
export interface DeliveryQuote {
  zone: string;
  minDays: number;
  maxDays: number;
  codAllowed: boolean;
  extraChargePaise: number;
  /** The first and the last day of delivery, in India ("2026-11-27"). */
  deliveryFrom: string;
  deliveryBy: string;
}

/**
 * How many PIN codes an area covers, for choosing among areas that all cover a PIN code; undefined
 * when it does not cover it. A state covers a PIN code whose postal region names that state alone,
 * and weighs as many codes as its own regions span (Rajasthan: 50,000).
 */
function widthCovering(
  area: ZoneArea,
  pin: number,
  regionStates: readonly string[],
): number | undefined {
  if ("state" in area)
    return regionStates.length === 1 && regionStates[0] === area.state
      ? pinCodeSpanOfState(area.state)
      : undefined;
  return pin >= area.from && pin <= area.to
    ? area.to - area.from + 1
    : undefined;
}

function comesFirst(rank: number[], other: number[]): boolean {
  const differing = rank.findIndex((value, index) => value !== other[index]);
  return differing >= 0 && rank[differing]! < other[differing]!;
}

/**
 * The zone of a PIN code: of all the areas covering it, the one covering the fewest PIN codes wins, so
 * a prefix (302, a thousand codes) beats its state (Rajasthan), which beats a range spanning India. On a
 * tie a range beats a state, then the older zone (lower id) wins. Undefined when no zone covers it.
 */
export function zoneForPinCode(
  zones: readonly KnownZone[],
  pincode: string,
): KnownZone | undefined {
  const pin = Number(pincode);
  const regionStates = statesOfPinCode(pincode);
  let best: { zone: KnownZone; rank: number[] } | undefined;
  for (const zone of zones) {
    for (const area of zone.areas) {
      const width = widthCovering(area, pin, regionStates);
      if (width === undefined) continue;
      const rank = [width, "state" in area ? 1 : 0, zone.id];
      if (!best || comesFirst(rank, best.rank)) best = { zone, rank };
    }
  }
  return best?.zone;
}

/**
 * The promise for a PIN code at `at`, or null when the shop does not deliver there. A shop with no
 * zones at all delivers everywhere on the standard terms, so that checkout never breaks before the
 * owner has set zones up.
 */
export function quoteDelivery(
  { zones, holidays }: DeliverySetup,
  pincode: string,
  at: Date,
): DeliveryQuote | null {
  const terms =
    zones.length === 0
      ? {
          name: DELIVERY_WHEN_NO_ZONES.zone,
          minDays: DELIVERY_WHEN_NO_ZONES.minDays,
          maxDays: DELIVERY_WHEN_NO_ZONES.maxDays,
          codAllowed: true,
          extraChargePaise: 0,
        }
      : zoneForPinCode(zones, pincode);
  if (!terms) return null;
  const window = deliveryWindow(at, terms.minDays, terms.maxDays, holidays);
  return {
    zone: terms.name,
    minDays: terms.minDays,
    maxDays: terms.maxDays,
    codAllowed: terms.codAllowed,
    extraChargePaise: terms.extraChargePaise,
    deliveryFrom: window.from,
    deliveryBy: window.by,
  };
}
