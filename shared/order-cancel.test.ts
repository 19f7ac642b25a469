import { describe, expect, it } from "vitest";
import { cancelNeedsReason, refundOnCancelPaise } from "./order-cancel";

const paidOnline = {
  paymentMethod: "razorpay",
  paymentStatus: "paid",
  gatewayPaymentId: "pay_1",
  totalPaise: 118_000,
  refundedPaise: 0,
} as const;

describe("refundOnCancelPaise", () => {
  it("refunds all that is left of an online payment", () => {
    expect(refundOnCancelPaise(paidOnline)).toBe(118_000);
    expect(
      refundOnCancelPaise({
        ...paidOnline,
        paymentStatus: "partially_refunded",
        refundedPaise: 18_000,
      }),
    ).toBe(100_000);
  });

  it("refunds nothing of an unpaid, refunded or cash-on-delivery order", () => {
    expect(refundOnCancelPaise({ ...paidOnline, paymentStatus: "pending" })).toBe(0);
    expect(
      refundOnCancelPaise({
        ...paidOnline,
        paymentStatus: "refunded",
        refundedPaise: 118_000,
      }),
    ).toBe(0);
    expect(refundOnCancelPaise({ ...paidOnline, gatewayPaymentId: null })).toBe(0);
    expect(
      refundOnCancelPaise({
        ...paidOnline,
        paymentMethod: "cod",
        gatewayPaymentId: null,
      }),
    ).toBe(0);
  });
});

describe("cancelNeedsReason", () => {
  it("asks a reason when the shop holds the customer's money", () => {
    expect(cancelNeedsReason("paid")).toBe(true);
    expect(cancelNeedsReason("partially_refunded")).toBe(true);
    expect(cancelNeedsReason("pending")).toBe(false);
    expect(cancelNeedsReason("refunded")).toBe(false);
    expect(cancelNeedsReason("failed")).toBe(false);
  });
});
