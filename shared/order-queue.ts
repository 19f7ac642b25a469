import { CAPTURED_PAYMENT_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from "./constants";

/** Lists of orders the back office can ask for by name (`?queue=`). */
export const ORDER_QUEUES = ["to-ship"] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

/** Statuses of an order not yet handed to a courier. */
export const TO_SHIP_STATUSES = ["pending", "confirmed"] as const satisfies readonly OrderStatus[];

/**
 * Whether an order waits for the shop to ship it: not yet shipped nor cancelled, and paid when paid online.
 * An online checkout whose payment has not arrived (pending, or the attempt failed) is not the shop's to
 * ship: it is paid and confirmed, or expires and is cancelled after 30 minutes. Cash on delivery ships unpaid.
 */
export function awaitsShipping(order: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }): boolean {
  if (!(TO_SHIP_STATUSES as readonly OrderStatus[]).includes(order.status)) return false;
  return order.paymentMethod === "cod" || CAPTURED_PAYMENT_STATUSES.has(order.paymentStatus);
}
