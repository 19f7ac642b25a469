import { describe, expect, it } from "vitest";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { canCancel, expectedDelivery, paymentMethodLabel } from "./order-labels";

describe("order labels", () => {
  it("colours statuses as the specification says, anything unknown red", () => {
    expect(["pending", "confirmed", "shipped", "delivered", "cancelled", "lost"].map(orderStatusVariant)).toEqual([
      "yellow",
      "blue",
      "purple",
      "green",
      "red",
      "red",
    ]);
    expect(["paid", "pending", "failed"].map(paymentStatusVariant)).toEqual(["green", "yellow", "red"]);
  });

  it("names payment methods and delivery estimates", () => {
    expect(paymentMethodLabel("cod")).toBe("Cash on Delivery");
    expect(paymentMethodLabel("upi-later")).toBe("upi-later");
    expect(expectedDelivery("delivered")).toBe("Delivered");
    expect(expectedDelivery("shipped")).toBe("3-5 business days");
  });

  it("lets a customer cancel only before shipping", () => {
    expect(canCancel("confirmed")).toBe(true);
    expect(canCancel("shipped")).toBe(false);
  });
});
