/**
 * The city of the PIN codes of India's larger cities, by the first digits of their delivery offices,
 * listed only where every code under the prefix is delivered in that city ("4006" is Thane, not
 * Mumbai; "16005" is Mohali, not Chandigarh). Other codes name no city: the shopper types it.
 */
const CITIES: ReadonlyArray<readonly [prefixes: string, city: string]> = [
  ["110", "Delhi"],
  ["40000 40001 40002 40003 40004 40005 40006 40007 40008 40009 40010", "Mumbai"],
  ["4006", "Thane"],
  ["4007", "Navi Mumbai"],
  ["560", "Bengaluru"],
  ["600", "Chennai"],
  ["700", "Kolkata"],
  ["500", "Hyderabad"],
  ["411", "Pune"],
  ["380", "Ahmedabad"],
  ["302", "Jaipur"],
  ["226", "Lucknow"],
  ["16000 16001 16002 16003", "Chandigarh"],
  ["452", "Indore"],
  ["462", "Bhopal"],
  ["440", "Nagpur"],
  ["641", "Coimbatore"],
  ["6820", "Kochi"],
  ["800", "Patna"],
  ["751", "Bhubaneswar"],
  ["7810", "Guwahati"],
  ["1220", "Gurugram"],
  ["3950", "Surat"],
  ["3900", "Vadodara"],
];

const BY_PREFIX = new Map(CITIES.flatMap(([prefixes, city]) => prefixes.split(" ").map((prefix) => [prefix, city] as const)));

/** The city every code starting like `pincode` is delivered in, or undefined where the prefix is not listed. */
export function cityOfPinCode(pincode: string): string | undefined {
  if (!/^[1-9]\d{5}$/.test(pincode)) return undefined;
  for (let length = 5; length >= 3; length--) {
    const city = BY_PREFIX.get(pincode.slice(0, length));
    if (city) return city;
  }
  return undefined;
}
