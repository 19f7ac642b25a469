import type { PaymentStatus } from "@shared/constants";
import type { Database } from "../../db/client";
import type { PendingEvents } from "../../events/event-bus";
import { cancelLockedOrder, productIdsOf } from "./order-stock";
import * as repo from "./orders.repo";
import { lockProducts, returnStock } from "./stock.repo";

/**
 * The order lifecycle: the one file through which other modules read or change an order (see
 * docs/adding-a-module.md#changing-an-order-from-another-module). Orders own their tables, their stock
 * moves and their status history; payments, refunds, reviews, data rights and the mails call these
 * functions instead of the orders repo. A function taking `tx` runs inside the caller's transaction
 * and keeps the shop's lock order (server/db/lock-order.ts): the caller has locked nothing later in
 * that order than what the function locks first.
 */

export type { OrderLineRow, OrderRow } from "./orders.repo";
export { placeOrder, type OrderRequest } from "./place-order";
export { markOrderPaid, markPaymentFailed } from "./mark-paid";
export { orderWithDetails as orderView, ordersWithDetails as orderViews } from "./order-view";
export { withCustomers as adminOrderViews } from "./admin-order-view";
export { distinctAddresses } from "./distinct-addresses";

/**
 * The refund a cancelled order gets, if it was paid: all that is left of its payment, inside the
 * cancelling transaction. Orders do not import refunds; the refunds module's `refundWhatIsLeft` is
 * handed to what cancels orders (server/app.ts), so refunds may depend on orders and not the reverse.
 */
export type CancellationRefund = (tx: Database, pending: PendingEvents, orderId: string, reason: string) => Promise<repo.OrderRow>;

export const findOrder = (db: Database, orderId: string) => repo.findOrder(db, orderId);
export const findOrderByGatewayOrderId = (db: Database, gatewayOrderId: string) => repo.findOrderByGatewayOrderId(db, gatewayOrderId);
/** Locks the order for the rest of the caller's transaction (step 3 of the lock order). */
export const lockOrder = (tx: Database, orderId: string) => repo.lockOrder(tx, orderId);
export const linesOfOrder = (db: Database, orderId: string) => repo.linesOf(db, [orderId]);
/** The customer's orders, newest first (rows: `orderViews` turns them into what the API shows). */
export const ordersOfCustomer = (db: Database, userId: string) => repo.listOrdersOfUser(db, userId);
/** Whether the customer has a delivered order with this product (who may review it). */
export const hasDeliveredProduct = (db: Database, userId: string, productId: number) => repo.hasDeliveredProduct(db, userId, productId);

/** Remembers the gateway's order for an online order, which the customer then pays. */
export const setGatewayOrderId = (db: Database, orderId: string, gatewayOrderId: string) => repo.updateOrder(db, orderId, { gatewayOrderId });

/** The payment status the order's refunds leave it with (refunds keep `refundedPaise` themselves). */
export const setPaymentStatus = (tx: Database, orderId: string, paymentStatus: PaymentStatus) => repo.updateOrder(tx, orderId, { paymentStatus });

/**
 * Cancels orders the caller's transaction has locked: locks the products of those still holding stock,
 * all at once in the lock order, then cancels each, its stock going back exactly once. A paid order's
 * refund is the caller's (a `CancellationRefund`).
 */
export async function cancelLockedOrders(
  tx: Database,
  pending: PendingEvents,
  lockedOrders: repo.OrderRow[],
  { changedBy, note }: { changedBy: string | null; note: string },
): Promise<repo.OrderRow[]> {
  const locked = await lockProducts(tx, { ofOrders: lockedOrders.filter((order) => order.stockHeld).map((order) => order.id) });
  const cancelled: repo.OrderRow[] = [];
  for (const order of lockedOrders) cancelled.push(await cancelLockedOrder(tx, pending, order, locked, changedBy, note));
  return cancelled;
}

/**
 * Cancels up to `limit` online orders left unpaid since before `placedBefore`, releasing their stock.
 * Orders another process is expiring are skipped, so each is expired once. Answers how many.
 */
export async function cancelExpiredUnpaidOrders(tx: Database, pending: PendingEvents, placedBefore: Date, limit: number): Promise<number> {
  const expired = await repo.lockExpiredUnpaidOrders(tx, placedBefore, limit);
  await cancelLockedOrders(tx, pending, expired, { changedBy: null, note: "Payment not received in time" });
  return expired.length;
}

/**
 * Puts refunded units that came back into stock. Call it before writing the refund's rows: it locks
 * the products (step 4 of the lock order), and refund rows hang off them (step 5).
 */
export async function restockRefundedUnits(tx: Database, pending: PendingEvents, units: Array<{ line: repo.OrderLineRow; quantity: number }>): Promise<void> {
  const productIds = productIdsOf(units.map(({ line }) => line));
  const locked = await lockProducts(tx, { productIds });
  if (units.length === 0) return;
  for (const { line, quantity } of units) if (line.productId !== null) await returnStock(tx, locked, { productId: line.productId, variantId: line.variantId }, quantity);
  pending.add("stock.changed", { productIds });
}
