import type { OrderStatus, PaymentMethod, PaymentStatus } from "@shared/constants";

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

export function expectedDelivery(status: OrderStatus): string {
  return status === "delivered" ? "Delivered" : "3-5 business days";
}

/** Customers may cancel while the order has not left the warehouse. */
export function canCancel(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed";
}
