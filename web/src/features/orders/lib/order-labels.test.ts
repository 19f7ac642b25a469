import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@shared/constants";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { canCancel, expectedDelivery, paymentMethodLabel, paymentStatusLabel } from "./order-labels";

describe("order labels", () => {
  it("colours every status as the order pages show it", () => {
    expect(ORDER_STATUSES.map(orderStatusVariant)).toEqual(["yellow", "blue", "purple", "green", "red"]);
    expect(PAYMENT_STATUSES.map(paymentStatusVariant)).toEqual(["yellow", "green", "red", "orange", "gray"]);
  });

  it("names payment methods and delivery estimates", () => {
    expect(paymentMethodLabel("cod")).toBe("Cash on Delivery");
    expect(paymentMethodLabel("razorpay")).toBe("Paid Online (Razorpay)");
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual(["Pending", "Paid", "Failed", "Partially refunded", "Refunded"]);
    expect(expectedDelivery("delivered")).toBe("Delivered");
    expect(expectedDelivery("shipped")).toBe("3-5 business days");
  });

  it("lets a customer cancel only before shipping", () => {
    expect(canCancel("confirmed")).toBe(true);
    expect(canCancel("shipped")).toBe(false);
  });
});
