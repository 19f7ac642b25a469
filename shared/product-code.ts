/**
 * The product code shown to shoppers: 'KK' and six digits derived from a hash of the SKU
 * (32-bit FNV-1a, so it is stable across browsers and the server). 'N/A' without a SKU.
 */
export function productCode(sku: string | null | undefined): string {
  if (!sku) return "N/A";
  let hash = 0x811c9dc5;
  for (const char of sku) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `KK${String(hash % 1_000_000).padStart(6, "0")}`;
}
