import type { OrderStatus, PaymentMethod, PaymentStatus } from "@shared/constants";
import { deliveryDayLabel } from "@shared/delivery-dates";

/** "confirmed" -> "Confirmed". */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cod: "Cash on Delivery", razorpay: "Paid Online (Razorpay)" };

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

/** "partially_refunded" -> "Partially refunded". */
export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status];
}

/** What an order says of its delivery: its status and the last day promised at checkout ("2026-11-27"), if any. */
export interface DeliveryOfOrder {
  status: OrderStatus;
  deliveryBy?: string | null;
}

/**
 * The order's expected delivery: "Delivered" once delivered, else the day promised at checkout ("By Fri,
 * 27 Nov"), else (orders from before delivery zones) the spec's "3-5 business days"; null for a cancelled
 * order, which will not be delivered.
 */
export function expectedDelivery({ status, deliveryBy }: DeliveryOfOrder): string | null {
  if (status === "cancelled") return null;
  if (status === "delivered") return "Delivered";
  return deliveryBy ? `By ${deliveryDayLabel(deliveryBy)}` : "3-5 business days";
}

/** The order page's line: "Delivery by Fri, 27 Nov", or "Expected delivery: Delivered"; null once cancelled. */
export function deliveryLine(order: DeliveryOfOrder): string | null {
  const expected = expectedDelivery(order);
  if (expected === null) return null;
  return expected.startsWith("By ") ? `Delivery by ${expected.slice(3)}` : `Expected delivery: ${expected}`;
}

/**
 * The payment badge's words: a cash-on-delivery order not yet paid is "Pay on delivery" (nothing is
 * wrong with it), or "Nothing to pay" once cancelled; every other "Payment {status}".
 */
export function paymentBadgeLabel(method: PaymentMethod, status: PaymentStatus, orderStatus?: OrderStatus): string {
  if (method === "cod" && status === "pending") return orderStatus === "cancelled" ? "Nothing to pay" : "Pay on delivery";
  return `Payment ${paymentStatusLabel(status)}`;
}

/** A cash-on-delivery order whose cash is still to be collected at the door. */
export function isPayOnDelivery(method: PaymentMethod, status: PaymentStatus, orderStatus?: OrderStatus): boolean {
  return method === "cod" && status === "pending" && orderStatus !== "cancelled";
}

/** Customers may cancel while the order has not left the warehouse. */
export function canCancel(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed";
}
