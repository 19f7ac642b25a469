import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@shared/constants";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { canCancel, deliveryLine, expectedDelivery, paymentBadgeLabel, paymentMethodLabel, paymentStatusLabel } from "./order-labels";

describe("order labels", () => {
  it("colours every status as the order pages show it", () => {
    expect(ORDER_STATUSES.map(orderStatusVariant)).toEqual(["yellow", "blue", "purple", "green", "red"]);
    expect(PAYMENT_STATUSES.map(paymentStatusVariant)).toEqual(["yellow", "green", "red", "orange", "gray"]);
  });

  it("names payment methods and delivery estimates", () => {
    expect(paymentMethodLabel("cod")).toBe("Cash on Delivery");
    expect(paymentMethodLabel("razorpay")).toBe("Paid Online (Razorpay)");
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual(["Pending", "Paid", "Failed", "Partially refunded", "Refunded"]);
    expect(expectedDelivery({ status: "delivered" })).toBe("Delivered");
    expect(expectedDelivery({ status: "shipped" })).toBe("3-5 business days");
  });

  it("promises the day given at checkout until the order is delivered", () => {
    expect(expectedDelivery({ status: "confirmed", deliveryBy: "2026-11-27" })).toBe("By Fri, 27 Nov");
    expect(expectedDelivery({ status: "delivered", deliveryBy: "2026-11-27" })).toBe("Delivered");
    expect(expectedDelivery({ status: "cancelled", deliveryBy: "2026-11-27" })).toBeNull();
    expect(deliveryLine({ status: "cancelled", deliveryBy: "2026-11-27" })).toBeNull();
    expect(expectedDelivery({ status: "shipped", deliveryBy: null })).toBe("3-5 business days");
    expect(deliveryLine({ status: "shipped", deliveryBy: "2026-11-27" })).toBe("Delivery by Fri, 27 Nov");
    expect(deliveryLine({ status: "delivered", deliveryBy: "2026-11-27" })).toBe("Expected delivery: Delivered");
    expect(deliveryLine({ status: "pending" })).toBe("Expected delivery: 3-5 business days");
  });

  it("says a cash-on-delivery order not yet paid is paid on delivery, not pending", () => {
    expect(paymentBadgeLabel("cod", "pending")).toBe("Pay on delivery");
    expect(paymentBadgeLabel("cod", "paid")).toBe("Payment Paid");
    expect(paymentBadgeLabel("razorpay", "pending")).toBe("Payment Pending");
    expect(paymentBadgeLabel("cod", "pending", "cancelled")).toBe("Nothing to pay");
  });

  it("lets a customer cancel only before shipping", () => {
    expect(canCancel("confirmed")).toBe(true);
    expect(canCancel("shipped")).toBe(false);
  });
});
