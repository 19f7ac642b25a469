import type { OrderStatus, PaymentMethod, PaymentStatus } from "@shared/constants";

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
  partially_refunded: "Partially refunded",
  refunded: "Refunded",
};

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status];
}

/**
 * The payment badge's words for the owner: cash on delivery not yet paid is "To collect" (the courier
 * brings the cash; nothing is wrong), or "None due" once the order is cancelled; every other its status.
 */
export function paymentBadgeLabel(method: PaymentMethod, status: PaymentStatus, orderStatus: OrderStatus): string {
  if (method === "cod" && status === "pending") return orderStatus === "cancelled" ? "None due" : "To collect";
  return paymentStatusLabel(status);
}

/** 'cod' reads 'Cash on Delivery', 'razorpay' 'Razorpay'. */
const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: "Cash on Delivery",
  razorpay: "Razorpay",
};

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[method];
}
