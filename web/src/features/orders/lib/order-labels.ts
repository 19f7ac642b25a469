import type { OrderStatus, PaymentMethod } from "@shared/constants";

/** "confirmed" -> "Confirmed". */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cod: "Cash on Delivery", razorpay: "Paid Online (Razorpay)" };

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}

export function expectedDelivery(status: OrderStatus): string {
  return status === "delivered" ? "Delivered" : "3-5 business days";
}

/** Customers may cancel while the order has not left the warehouse. */
export function canCancel(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed";
}
