import { expect, it } from "vitest";
import { orderStatusOf, paymentStatusOf } from "./constants";

it("reads an order or payment status from text, and nothing from text that names none", () => {
  expect(orderStatusOf("shipped")).toBe("shipped");
  expect(paymentStatusOf("failed")).toBe("failed");
  expect(paymentStatusOf("partially_refunded")).toBe("partially_refunded");
  for (const text of ["all", "", "Shipped", "Refunded"]) {
    expect(orderStatusOf(text)).toBeUndefined();
    expect(paymentStatusOf(text)).toBeUndefined();
  }
});
