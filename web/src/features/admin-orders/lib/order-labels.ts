import type { OrderStatus, PaymentStatus } from "@shared/constants";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  failed: "Failed",
};

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;
}

/** Spec § 4: 'cod' reads 'Cash on Delivery'; other methods are shown as they are. */
export function paymentMethodLabel(method: string): string {
  if (method === "cod") return "Cash on Delivery";
  if (method === "razorpay") return "Razorpay";
  return method;
}
