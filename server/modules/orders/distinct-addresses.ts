import type { AddressRecord } from "../../db/schema/orders";

const FIELDS = ["firstName", "lastName", "address", "city", "state", "pincode", "phone"] as const;

/** Each address once, in the order first given; an address differing only in case or spacing is the same one. */
export function distinctAddresses(addresses: readonly AddressRecord[]): AddressRecord[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = FIELDS.map((field) => (address[field] ?? "").trim().replace(/\s+/g, " ").toLowerCase()).join("\u0000");
    if (seen.has(key) || !address.address?.trim()) return false;
    seen.add(key);
    return true;
  });
}
