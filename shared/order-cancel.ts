import { type PaymentMethod, type PaymentStatus, REFUNDABLE_PAYMENT_STATUSES } from "./constants";

interface CancelledOrder {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Razorpay's payment id, once the gateway captured a payment of it. */
  gatewayPaymentId: string | null;
  totalPaise: number;
  refundedPaise: number;
}

/**
 * What cancelling an order refunds by itself, in paise: all that is left of an online payment. A
 * cash-on-delivery order's money is paid back by hand (a refund by bank transfer or UPI), so nothing.
 */
export function refundOnCancelPaise(order: CancelledOrder): number {
  const left = order.totalPaise - order.refundedPaise;
  if (order.paymentMethod !== "razorpay" || !order.gatewayPaymentId || !REFUNDABLE_PAYMENT_STATUSES.has(order.paymentStatus)) return 0;
  return Math.max(0, left);
}

/** Cancelling an order whose money the shop holds needs a reason, shown to the customer with the refund. */
export function cancelNeedsReason(paymentStatus: PaymentStatus): boolean {
  return REFUNDABLE_PAYMENT_STATUSES.has(paymentStatus);
}
