import { useRef } from "react";
import { newIdempotencyKey } from "../lib/checkout-payload";

/**
 * One Idempotency-Key per checkout attempt: the same while the attempt (its lines, total, way of paying,
 * addresses and notes) stays the same, so a retry never makes a second order; a new one once anything
 * changes.
 */
export function useAttemptKey() {
  const current = useRef<{ signature: string; key: string } | null>(null);
  return function keyFor(signature: string): string {
    if (current.current?.signature !== signature) current.current = { signature, key: newIdempotencyKey() };
    return current.current.key;
  };
}
