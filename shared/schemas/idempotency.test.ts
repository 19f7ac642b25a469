import { expect, it } from "vitest";
import { IdempotencyHeadersSchema } from "./idempotency";

const keyOf = (key: string | undefined) => IdempotencyHeadersSchema.safeParse({ "idempotency-key": key });

it("takes a key of 8 to 100 characters, trimmed, or none", () => {
  expect(keyOf(undefined).data).toEqual({});
  expect(keyOf("  checkout-attempt-1  ").data).toEqual({ "idempotency-key": "checkout-attempt-1" });
  expect(keyOf("a".repeat(100)).success).toBe(true);
  for (const key of ["short", "a".repeat(101)]) expect(keyOf(key).error?.issues[0]?.message).toBe("Idempotency-Key must be 8 to 100 characters");
});

it("refuses control characters, as every other request string", () => {
  for (const key of ["checkout\tattempt", "checkout\u0000attempt", "checkout\u007fattempt", "checkout\u0085attempt"]) {
    expect(keyOf(key).error?.issues[0]?.message, JSON.stringify(key)).toBe("Must not contain control characters");
  }
});
