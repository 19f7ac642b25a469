import { describe, expect, it } from "vitest";
import { awaitsShipping } from "./order-queue";

describe("awaitsShipping", () => {
  it("counts cash-on-delivery orders not yet shipped, paid or not", () => {
    expect(awaitsShipping({ status: "confirmed", paymentMethod: "cod", paymentStatus: "pending" })).toBe(true);
    expect(awaitsShipping({ status: "pending", paymentMethod: "cod", paymentStatus: "pending" })).toBe(true);
  });

  it("counts online orders only once their payment was captured", () => {
    expect(awaitsShipping({ status: "confirmed", paymentMethod: "razorpay", paymentStatus: "paid" })).toBe(true);
    expect(awaitsShipping({ status: "confirmed", paymentMethod: "razorpay", paymentStatus: "partially_refunded" })).toBe(true);
    expect(awaitsShipping({ status: "pending", paymentMethod: "razorpay", paymentStatus: "pending" })).toBe(false);
    expect(awaitsShipping({ status: "pending", paymentMethod: "razorpay", paymentStatus: "failed" })).toBe(false);
  });

  it("leaves out orders shipped, delivered or cancelled", () => {
    for (const status of ["shipped", "delivered", "cancelled"] as const) {
      expect(awaitsShipping({ status, paymentMethod: "cod", paymentStatus: "pending" })).toBe(false);
      expect(awaitsShipping({ status, paymentMethod: "razorpay", paymentStatus: "paid" })).toBe(false);
    }
  });
});
