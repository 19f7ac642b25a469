import { describe, expect, it } from "vitest";
import { refundStateWords } from "./refund-words";

describe("a refund in the customer's words", () => {
  it("says pending, refunded on its date (India time), or failed", () => {
    const refund = { createdAt: "2026-11-20T10:00:00Z", processedAt: null };
    expect(refundStateWords({ ...refund, state: "pending" })).toBe("Refund pending");
    expect(refundStateWords({ ...refund, state: "processed", processedAt: "2026-11-21T20:00:00Z" })).toBe("Refunded on 22 November 2026");
    expect(refundStateWords({ ...refund, state: "failed" })).toBe("Refund failed — we will contact you");
  });
});
