import { INDIAN_STATES, type IndianState } from "@shared/indian-states";
import { isPinCode } from "@shared/pin-codes";
import { DELIVERY_ZONE_MAX_AREAS, type DeliveryArea, type DeliveryZone } from "@shared/schemas/delivery";

/** Other ways owners write a state's name ("Orissa", "Andaman & Nicobar"), lower-cased with "&" as "and". */
const STATE_ALIASES: Readonly<Record<string, IndianState>> = {
  "andaman and nicobar": "Andaman and Nicobar Islands",
  "andaman": "Andaman and Nicobar Islands",
  "a and n islands": "Andaman and Nicobar Islands",
  "new delhi": "Delhi",
  "nct of delhi": "Delhi",
  "delhi ncr": "Delhi",
  "orissa": "Odisha",
  "pondicherry": "Puducherry",
  "j and k": "Jammu and Kashmir",
  "daman and diu": "Dadra and Nagar Haveli and Daman and Diu",
  "dadra and nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "uttaranchal": "Uttarakhand",
};

const normalise = (text: string) => text.toLowerCase().replace(/&/g, " and ").replace(/[.]/g, "").replace(/\s+/g, " ").trim();

const STATES_BY_NAME = new Map<string, IndianState>([...INDIAN_STATES.map((state) => [normalise(state), state] as const), ...Object.entries(STATE_ALIASES)]);

export type AreasParse = { areas: DeliveryArea[] } | { error: string };

/**
 * What an owner types for a zone's areas, separated by commas or new lines: PIN-code prefixes ("302"),
 * ranges ("110001-110099", "110001 to 110099") and states ("Kerala"), in any mix:
 * "302, 303, 110001-110099, Kerala". The first entry that is none of these is named in the message.
 */
export function parseAreasText(text: string): AreasParse {
  const entries = text
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { error: "Enter at least one PIN code, range or state" };
  const areas: DeliveryArea[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const area = parseArea(entry);
    if ("error" in area) return area;
    const key = JSON.stringify(area);
    if (seen.has(key)) continue;
    seen.add(key);
    areas.push(area);
  }
  if (areas.length > DELIVERY_ZONE_MAX_AREAS) return { error: `A zone may have at most ${DELIVERY_ZONE_MAX_AREAS} PIN codes, ranges and states` };
  return { areas };
}

function parseArea(entry: string): DeliveryArea | { error: string } {
  const compact = entry.replace(/\s+/g, " ");
  if (/^\d+$/.test(compact)) {
    if (compact.length > 6) return { error: `"${entry}" is too long: a PIN code has 6 digits` };
    if (compact.startsWith("0")) return { error: `"${entry}" cannot start with 0: no PIN code does` };
    return { prefix: compact };
  }
  const range = /^(\d+) ?(?:-|–|—|to) ?(\d+)$/i.exec(compact);
  if (range) {
    const [, from = "", to = ""] = range;
    if (!isPinCode(from) || !isPinCode(to)) return { error: `"${entry}": both ends of a range are 6-digit PIN codes, e.g. 110001-110099` };
    if (from > to) return { error: `"${entry}": a range starts at or below its end` };
    return { from, to };
  }
  const state = STATES_BY_NAME.get(normalise(compact));
  if (state) return { state };
  return { error: `"${entry}" is not a PIN code, a range of PIN codes or a state` };
}

/**
 * A zone's areas as the server keeps them (prefixes become ranges) back in the owner's words: a range
 * that is exactly a prefix ("302000-302999") reads "302", one PIN code reads as itself.
 */
export function areaLabel(area: DeliveryZone["areas"][number]): string {
  if ("state" in area) return area.state;
  if (area.from === area.to) return area.from;
  for (let length = 5; length >= 1; length -= 1) {
    const prefix = area.from.slice(0, length);
    if (area.from === prefix.padEnd(6, "0") && area.to === prefix.padEnd(6, "9")) return prefix;
  }
  return `${area.from}-${area.to}`;
}

/** The text the edit dialog starts from: one area a line. */
export function areasText(areas: DeliveryZone["areas"]): string {
  return areas.map(areaLabel).join("\n");
}

/** The zones list's short summary: "302, 303, Kerala and 4 more". */
export function areasSummary(areas: DeliveryZone["areas"], shown = 6): string {
  const labels = areas.map(areaLabel);
  if (labels.length <= shown) return labels.join(", ");
  return `${labels.slice(0, shown).join(", ")} and ${labels.length - shown} more`;
}
