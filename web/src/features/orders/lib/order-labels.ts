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
 * 27 Nov"), else (orders from before delivery zones, cancelled orders) the spec's "3-5 business days".
 */
export function expectedDelivery({ status, deliveryBy }: DeliveryOfOrder): string {
  if (status === "delivered") return "Delivered";
  return deliveryBy && status !== "cancelled" ? `By ${deliveryDayLabel(deliveryBy)}` : "3-5 business days";
}

/** The order page's line: "Delivery by Fri, 27 Nov", or "Expected delivery: Delivered". */
export function deliveryLine(order: DeliveryOfOrder): string {
  const expected = expectedDelivery(order);
  return expected.startsWith("By ") ? `Delivery by ${expected.slice(3)}` : `Expected delivery: ${expected}`;
}

/** Customers may cancel while the order has not left the warehouse. */
export function canCancel(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed";
}
