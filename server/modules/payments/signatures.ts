import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Compares a hex signature with the expected one in constant time. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${gatewayOrderId}|${paymentId}`);
}
