import { describe, expect, it } from "vitest";
import { paymentBadgeLabel } from "./order-labels";

describe("the owner's payment badge", () => {
  it("says cash on delivery is still to be collected, not that a payment is pending", () => {
    expect(paymentBadgeLabel("cod", "pending", "confirmed")).toBe("To collect");
    expect(paymentBadgeLabel("cod", "pending", "shipped")).toBe("To collect");
  });

  it("says nothing is due on a cancelled cash-on-delivery order", () => {
    expect(paymentBadgeLabel("cod", "pending", "cancelled")).toBe("None due");
  });

  it("gives every other payment its status", () => {
    expect(paymentBadgeLabel("cod", "paid", "delivered")).toBe("Paid");
    expect(paymentBadgeLabel("razorpay", "pending", "pending")).toBe("Pending");
    expect(paymentBadgeLabel("razorpay", "partially_refunded", "delivered")).toBe("Partially refunded");
  });
});
