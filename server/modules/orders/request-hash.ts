import { createHash } from "node:crypto";

/** JSON with every object's keys in order and undefined members left out: equal values, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What defines an order, for telling a retry (same request) from a reused Idempotency-Key (another one). */
export interface OrderFingerprint {
  /** Merged lines, one per product and variant named. */
  lines: Array<{ productId: number; variantId?: number; quantity: number }>;
  shippingAddress: object;
  billingAddress: object;
  notes: string | null;
  paymentMethod: string;
  /** The total the customer saw, in paise (null when it was not an amount). */
  totalPaise: number | null;
}

export function orderRequestHash(fingerprint: OrderFingerprint): string {
  const lines = [...fingerprint.lines].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
  return createHash("sha256").update(canonicalJson({ ...fingerprint, lines })).digest("hex");
}
