import type { AdminOrder } from "@shared/schemas/admin";
import { describe, expect, it } from "vitest";
import { canRefund, type RefundFormValues, refundRequestOf, refundTotalPaise } from "./refunds";

const line = (id: string, quantity: number, refundedQuantity = 0) => ({
  id,
  productId: 1,
  quantity,
  price: "100.00",
  total: `${quantity * 100}.00`,
  product: { name: `Product ${id}`, slug: id, imageUrl: null, sku: null },
  gstRate: 18,
  tax: "18.00",
  hsnCode: null,
  refundedQuantity,
});

const order = (changes: Partial<AdminOrder> = {}) =>
  ({
    id: "order-1",
    orderNumber: "KK-1",
    status: "confirmed",
    paymentStatus: "paid",
    paymentMethod: "razorpay",
    total: "500.00",
    refunded: "0.00",
    orderItems: [line("a", 2), line("b", 3, 1)],
    ...changes,
  }) as AdminOrder;

const values = (changes: Partial<RefundFormValues> = {}): RefundFormValues => ({
  by: "lines",
  units: {},
  amount: "",
  reason: "Damaged",
  restock: false,
  method: "",
  reference: "",
  ...changes,
});

describe("when an order may be refunded", () => {
  it("refunds online orders once paid, until nothing is left", () => {
    expect(canRefund(order())).toBe(true);
    expect(canRefund(order({ paymentStatus: "partially_refunded", refunded: "100.00" }))).toBe(true);
    expect(canRefund(order({ paymentStatus: "pending" }))).toBe(false);
    expect(canRefund(order({ paymentStatus: "refunded", refunded: "500.00" }))).toBe(false);
  });

  it("refunds cash-on-delivery orders only once delivered", () => {
    expect(canRefund(order({ paymentMethod: "cod", status: "shipped", paymentStatus: "pending" }))).toBe(false);
    expect(canRefund(order({ paymentMethod: "cod", status: "delivered", paymentStatus: "paid" }))).toBe(true);
    expect(canRefund(order({ paymentMethod: "cod", status: "delivered", paymentStatus: "refunded", refunded: "500.00" }))).toBe(false);
  });
});

describe("the refund request", () => {
  it("sends the lines with units chosen", () => {
    expect(refundRequestOf(order(), values({ units: { a: "1", b: "" }, restock: true }))).toEqual({
      request: { lines: [{ orderLineId: "a", quantity: 1 }], reason: "Damaged", restock: true },
    });
  });

  it("refuses more units than are left to refund, or none at all", () => {
    expect(refundRequestOf(order(), values({ units: { b: "3" } }))).toEqual({ errors: { lines: "Refund between 0 and 2 of Product b" } });
    expect(refundRequestOf(order(), values())).toEqual({ errors: { lines: "Choose at least one unit to refund" } });
  });

  it("sends an amount in rupees, never beyond what is left", () => {
    expect(refundRequestOf(order({ refunded: "100.00" }), values({ by: "amount", amount: "250.5" }))).toEqual({
      request: { amount: "250.50", reason: "Damaged", restock: false },
    });
    expect(refundRequestOf(order({ refunded: "100.00" }), values({ by: "amount", amount: "400.01" }))).toEqual({ errors: { amount: "At most ₹400.00 is left to refund" } });
    expect(refundRequestOf(order(), values({ by: "amount", amount: "abc" }))).toMatchObject({ errors: { amount: expect.any(String) } });
  });

  it("requires a reason, and for cash on delivery how and with which reference the money went back", () => {
    const cod = order({ paymentMethod: "cod", status: "delivered" });
    expect(refundRequestOf(cod, values({ by: "amount", amount: "100", reason: " " }))).toEqual({
      errors: { reason: "Please give a reason", method: "Choose how the money was sent", reference: "Reference is required" },
    });
    expect(refundRequestOf(cod, values({ by: "amount", amount: "100", method: "upi", reference: " UTR123 " }))).toEqual({
      request: { amount: "100.00", reason: "Damaged", restock: false, method: "upi", reference: "UTR123" },
    });
  });
});

describe("refundTotalPaise", () => {
  const values = { by: "lines" as const, units: {}, amount: "" };

  it("adds each line's share of what it cost, GST included, as the server works it out", () => {
    // Line a: 2 units for ₹200 + ₹18 GST; one unit gives back ₹109. Line b: 3 units for ₹300 + ₹18, one refunded.
    expect(refundTotalPaise(order(), { ...values, units: { a: "1" } })).toBe(10_900);
    expect(refundTotalPaise(order(), { ...values, units: { a: "2", b: "2" } })).toBe(21_800 + 21_200);
  });

  it("ignores units that are not a whole number within what is left", () => {
    expect(refundTotalPaise(order(), { ...values, units: { a: "x", b: "3" } })).toBe(0);
  });

  it("takes an amount as typed", () => {
    expect(refundTotalPaise(order(), { ...values, by: "amount", amount: " 250.50 " })).toBe(25_050);
    expect(refundTotalPaise(order(), { ...values, by: "amount", amount: "abc" })).toBe(0);
  });
});
