import type { DeliveryArea, DeliveryZone } from "@shared/schemas/delivery";
import type { ZoneArea } from "./zone-match";

/** No PIN code starts below 11 (Delhi's 110001 is the first). */
export const LOWEST_PIN_CODE = 110_000;
const HIGHEST_PIN_CODE = 999_999;

/**
 * An area as the back office writes it, as the zone keeps it: a prefix becomes its range ("302" is
 * 302000–302999), clipped to real PIN codes; a range or a state stays as it is. A string when the area
 * holds no PIN code at all ("10").
 */
export function zoneAreaOf(area: DeliveryArea): ZoneArea | string {
  if ("state" in area) return { state: area.state };
  const [from, to] =
    "prefix" in area
      ? [
          Number(area.prefix) * 10 ** (6 - area.prefix.length),
          (Number(area.prefix) + 1) * 10 ** (6 - area.prefix.length) - 1,
        ]
      : [Number(area.from), Number(area.to)];
  if (to < LOWEST_PIN_CODE)
    return (
      "No PIN code starts with " +
      ("prefix" in area ? area.prefix : area.from.slice(0, 2)) +
      ": the first is 110001"
    );
  return {
    from: Math.max(from, LOWEST_PIN_CODE),
    to: Math.min(to, HIGHEST_PIN_CODE),
  };
}

/** An area as the API shows it: ranges as 6-digit strings. */
export function areaView(area: ZoneArea): DeliveryZone["areas"][number] {
  return "state" in area
    ? { state: area.state }
    : { from: String(area.from), to: String(area.to) };
}

/** The same area given twice is kept once, in the order first given. */
export function distinctAreas(areas: readonly ZoneArea[]): ZoneArea[] {
  const seen = new Set<string>();
  return areas.filter((area) => {
    const key =
      "state" in area ? `state:${area.state}` : `${area.from}-${area.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
