import { CAPTURED_PAYMENT_STATUSES } from "@shared/constants";
import type { Database } from "../../db/client";
import type { PendingEvents } from "../../events/event-bus";
import { removeOrderedVariants } from "../cart/cart-for-orders";
import type { CancellationRefund } from "./order-lifecycle";
import { retakeStock } from "./order-stock";
import * as orders from "./orders.repo";
import { lockProducts } from "./stock.repo";

/**
 * Records a captured payment, once: the order becomes paid and confirmed and its lines leave the cart.
 * Safe to call from verify and from the webhook, in any order and any number of times.
 * An order that expired before the money arrived takes its stock again if it can; if it cannot, it
 * stays cancelled and the payment is refunded in full (by `refundCancelled`), in the same transaction.
 */
export async function markOrderPaid(
  tx: Database,
  pending: PendingEvents,
  orderId: string,
  paymentId: string,
  refundCancelled: CancellationRefund,
): Promise<orders.OrderRow> {
  const order = (await orders.lockOrder(tx, orderId))!;
  if (CAPTURED_PAYMENT_STATUSES.has(order.paymentStatus)) return order;

  let status = order.status === "pending" ? "confirmed" : order.status;
  let stockHeld = order.stockHeld;
  if (order.status === "cancelled" && !order.stockHeld) {
    const lines = await orders.linesOf(tx, [order.id]);
    const retaken = await retakeStock(tx, pending, lines, await lockProducts(tx, { ofOrders: [order.id] }));
    if (retaken) {
      status = "confirmed";
      stockHeld = true;
    }
  }
  const paid = await orders.updateOrder(tx, order.id, {
    status,
    stockHeld,
    paymentStatus: "paid",
    paymentMethod: "razorpay",
    gatewayPaymentId: paymentId,
    paidAt: new Date(),
  });
  if (status !== order.status) {
    await orders.insertStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: status, note: "Payment received" });
    pending.add("order.status_changed", { orderId: order.id, from: order.status, to: status });
  }
  if (status === "cancelled") return refundCancelled(tx, pending, order.id, "Paid after the order was cancelled, and its stock was gone");
  if (order.userId) {
    const variantIds = (await orders.linesOf(tx, [order.id])).flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
    await removeOrderedVariants(tx, order.userId, variantIds);
  }
  return paid;
}

/** A failed attempt: the order stays pending (the customer may try again) unless it is already paid. */
export async function markPaymentFailed(tx: Database, orderId: string): Promise<void> {
  const order = (await orders.lockOrder(tx, orderId))!;
  if (!CAPTURED_PAYMENT_STATUSES.has(order.paymentStatus)) await orders.updateOrder(tx, order.id, { paymentStatus: "failed" });
}
