import { CAPTURED_PAYMENT_STATUSES, type OrderStatus } from "@shared/constants";
import type { Database } from "../../db/client";
import type { DomainEvent } from "../../events/domain-events";
import type { PendingEvents, TransactionListener } from "../../events/event-bus";
import type { MailToQueue, OrderMailData, OrderMailKind } from "../outbox/mail-data";
import { hasQueuedOrderMail, queueMail } from "../outbox/queue-mail";
import { findCustomers } from "./admin-orders.repo";
import { orderWithDetails } from "./order-view";
import * as orders from "./orders.repo";

export interface OrderMailSettings {
  /** ORDER_NOTIFY_EMAIL: where the owner's copy of each new order goes (none: no copy). */
  orderNotifyEmail?: string;
}

/** Whether the customer holds a real order: cash on delivery, or paid online. An unpaid online order is not one yet. */
const isCommitted = (order: orders.OrderRow) => order.paymentMethod === "cod" || CAPTURED_PAYMENT_STATUSES.has(order.paymentStatus);

/**
 * Which mail a status change sends the customer. An order is confirmed by mail once: cash on delivery
 * when placed, online when paid (also when a payment revives an expired order). A cancellation is
 * mailed only for a real order; an unpaid online order that expires was never confirmed to anyone.
 */
function mailForStatusChange(order: orders.OrderRow, from: OrderStatus | null, to: OrderStatus): OrderMailKind | undefined {
  if (to === "shipped") return "order_shipped";
  if (to === "delivered") return "order_delivered";
  if (to === "cancelled") return isCommitted(order) ? "order_cancelled" : undefined;
  const placed = from === null ? order.paymentMethod === "cod" : order.paymentMethod === "razorpay" && to === "confirmed" && (from === "pending" || from === "cancelled");
  return placed && isCommitted(order) ? "order_placed" : undefined;
}

/**
 * Writes the order mails a transaction's events call for, in that transaction: an order that commits
 * has its mails, one that rolls back has none. A refund recorded with the order's cancellation is told
 * in the cancellation mail, not in a mail of its own.
 */
export function orderMailsWithinTransaction({ orderNotifyEmail }: OrderMailSettings): TransactionListener {
  return async (tx, events, pending) => {
    const cancelled = new Set(events.flatMap((event) => (event.name === "order.status_changed" && event.payload.to === "cancelled" ? [event.payload.orderId] : [])));
    for (const event of events) {
      const mails = await mailsOf(tx, event, cancelled);
      if (!mails) continue;
      const { order, kind, refundId } = mails;
      const [customer] = order.userId ? await findCustomers(tx, [order.userId]) : [];
      const data: OrderMailData = { order: await orderWithDetails(tx, order), firstName: customer?.firstName ?? null, ...(refundId ? { refundId } : {}) };
      if (customer) await queueOrderMail(tx, pending, { kind, to: customer.email, data, orderId: order.id, userId: customer.id });
      if (kind === "order_placed" && orderNotifyEmail) await queueOrderMail(tx, pending, { kind: "new_order", to: orderNotifyEmail, data, orderId: order.id, userId: null });
    }
  };
}

async function mailsOf(tx: Database, event: DomainEvent, cancelled: ReadonlySet<string>) {
  if (event.name === "order.status_changed") {
    const order = await orders.findOrder(tx, event.payload.orderId);
    const kind = order && mailForStatusChange(order, event.payload.from, event.payload.to);
    return kind ? { order, kind } : undefined;
  }
  if (event.name === "refund.created" && !cancelled.has(event.payload.orderId)) {
    const order = await orders.findOrder(tx, event.payload.orderId);
    return order ? { order, kind: "refund_issued" as const, refundId: event.payload.refundId } : undefined;
  }
  return undefined;
}

/** The confirmation goes once per order, whatever path confirms it again (a late payment, a reopened order). */
async function queueOrderMail(tx: Database, pending: PendingEvents, mail: Extract<MailToQueue, { kind: OrderMailKind }>) {
  if ((mail.kind === "order_placed" || mail.kind === "new_order") && (await hasQueuedOrderMail(tx, mail.orderId, mail.kind))) return;
  await queueMail(tx, pending, mail);
}
