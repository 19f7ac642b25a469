import type { IndianState } from "./indian-states";

/**
 * The postal regions of Indian PIN codes: the first digits of a PIN code → the states and union
 * territories it may belong to. The longest prefix that is listed wins ("403" Goa before "40"
 * Maharashtra). Where a prefix is shared across a border (Saharanpur and Roorkee both start 247), it
 * names every state it is used in, so an address is refused only when its state is not among them.
 * Prefixes 90–99 (the Army Postal Service) and unused ones name no state.
 */
const REGIONS: ReadonlyArray<
  readonly [prefixes: string, states: readonly IndianState[]]
> = [
  ["11", ["Delhi"]],
  ["12 13", ["Haryana"]],
  ["14 15 16", ["Punjab"]],
  // Chandigarh's codes are shared with Mohali (SAS Nagar) in Punjab.
  ["160", ["Chandigarh", "Punjab"]],
  ["17", ["Himachal Pradesh"]],
  ["18", ["Jammu and Kashmir"]],
  ["19", ["Jammu and Kashmir", "Ladakh"]],
  ["194", ["Ladakh"]],
  ["20 21 22 23 24 25 26 27 28", ["Uttar Pradesh"]],
  // Kashipur (244713), Pauri (246001) and Roorkee (247667) share prefixes with Moradabad, Bijnor and Saharanpur.
  ["244 246 247 262", ["Uttar Pradesh", "Uttarakhand"]],
  ["248 249 263", ["Uttarakhand"]],
  ["30 31 32 33 34", ["Rajasthan"]],
  ["36 37 38 39", ["Gujarat"]],
  // Diu (362520) and Daman and Silvassa (396xxx) sit among Gujarat's codes.
  ["362 396", ["Gujarat", "Dadra and Nagar Haveli and Daman and Diu"]],
  ["40 41 42 43 44", ["Maharashtra"]],
  ["403", ["Goa"]],
  ["45 46 47 48", ["Madhya Pradesh"]],
  ["49", ["Chhattisgarh"]],
  ["50", ["Telangana"]],
  // Mandals moved from Khammam to Andhra Pradesh in 2014 kept their 507 codes.
  ["507", ["Telangana", "Andhra Pradesh"]],
  ["51 52 53", ["Andhra Pradesh"]],
  // Yanam (533464) is Puducherry's.
  ["533", ["Andhra Pradesh", "Puducherry"]],
  ["56 57 58 59", ["Karnataka"]],
  ["60 61 62 63 64", ["Tamil Nadu"]],
  ["605 607 609", ["Tamil Nadu", "Puducherry"]],
  ["67 68 69", ["Kerala"]],
  // Mahe (673310) is Puducherry's; the Lakshadweep islands are 682551–682559.
  ["673", ["Kerala", "Puducherry"]],
  ["682", ["Kerala", "Lakshadweep"]],
  ["68255", ["Lakshadweep"]],
  ["70 71 72 73 74", ["West Bengal"]],
  ["737", ["Sikkim"]],
  ["744", ["Andaman and Nicobar Islands"]],
  ["75 76 77", ["Odisha"]],
  ["78", ["Assam"]],
  ["790 791 792", ["Arunachal Pradesh"]],
  ["793 794", ["Meghalaya"]],
  ["795", ["Manipur"]],
  ["796", ["Mizoram"]],
  ["797 798", ["Nagaland"]],
  ["799", ["Tripura"]],
  ["80 84 85", ["Bihar"]],
  // Bhagalpur, Gaya and Sasaram (Bihar) share 81 and 82 with Dumka, Hazaribagh and Dhanbad (Jharkhand).
  ["81 82", ["Bihar", "Jharkhand"]],
  ["83", ["Jharkhand"]],
];

const STATES_BY_PREFIX: ReadonlyMap<string, readonly IndianState[]> = new Map(
  REGIONS.flatMap(([prefixes, states]) =>
    prefixes.split(" ").map((prefix) => [prefix, states] as const),
  ),
);
const LONGEST_PREFIX = Math.max(
  ...[...STATES_BY_PREFIX.keys()].map((prefix) => prefix.length),
);

/** The states and union territories a PIN code may be in, from its longest listed prefix; empty when no region is known. */
export function statesOfPinCode(pincode: string): readonly IndianState[] {
  for (
    let length = Math.min(LONGEST_PREFIX, pincode.length);
    length >= 2;
    length -= 1
  ) {
    const states = STATES_BY_PREFIX.get(pincode.slice(0, length));
    if (states) return states;
  }
  return [];
}

/** "Kerala", "Gujarat or Dadra and Nagar Haveli and Daman and Diu". */
function listOf(states: readonly string[]): string {
  return states.length <= 1
    ? (states[0] ?? "")
    : `${states.slice(0, -1).join(", ")} or ${states.at(-1)}`;
}

/**
 * Why a PIN code cannot be in the chosen state ("PIN code 682001 is in Kerala, not Rajasthan."), or null
 * when it may be, or when its region is not known.
 */
export function pinCodeStateMismatch(
  pincode: string,
  state: string,
): string | null {
  const states = statesOfPinCode(pincode);
  if (states.length === 0 || (states as readonly string[]).includes(state))
    return null;
  return `PIN code ${pincode} is in ${listOf(states)}, not ${state}.`;
}

/**
 * How many PIN codes the regions naming only `state` span (Rajasthan, 30–34: 50,000): how wide a zone's
 * "whole state" area is when it is weighed against PIN-code ranges.
 */
export function pinCodeSpanOfState(state: string): number {
  let span = 0;
  for (const [prefix, states] of STATES_BY_PREFIX) {
    if (states.length === 1 && states[0] === state)
      span += 10 ** (6 - prefix.length);
  }
  return span;
}
