import { REFUNDABLE_PAYMENT_STATUSES, type RefundMethod } from "@shared/constants";
import { paiseToDecimal } from "@shared/money";
import { refundOnCancelPaise } from "@shared/order-cancel";
import { lineRefundPaise, paymentStatusAfterRefunds } from "@shared/refund-amount";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import type { PendingEvents } from "../../events/event-bus";
import * as orders from "../orders/order-lifecycle";
import { issueCreditNote } from "../tax-documents/credit-notes";
import * as repo from "./refunds.repo";

export interface RefundRequest {
  orderId: string;
  /** Exactly one of amountPaise and lines. */
  amountPaise?: number;
  lines?: Array<{ orderLineId: string; quantity: number }>;
  reason: string;
  method: RefundMethod;
  /** The bank transfer's or UPI reference of a refund paid by hand. */
  reference?: string | null;
  /** Put the refunded lines' units back in stock (they came back); only for refunds by lines. */
  restock?: boolean;
  /** The administrator; null for an automatic refund. */
  createdBy: string | null;
}

/** The amount of a refund by lines, checking each line belongs to the order and has that many units left. */
function amountOfLines(order: orders.OrderRow, orderLines: orders.OrderLineRow[], requested: NonNullable<RefundRequest["lines"]>): number {
  const seen = new Set<string>();
  let amount = 0;
  for (const { orderLineId, quantity } of requested) {
    const line = orderLines.find((candidate) => candidate.id === orderLineId);
    if (!line || seen.has(orderLineId)) throw new AppError("invalid_input", "Each line must be a different line of this order", { field: "lines" });
    seen.add(orderLineId);
    if (quantity > line.quantity - line.refundedQuantity) {
      throw new AppError("invalid_input", `Only ${line.quantity - line.refundedQuantity} of ${line.productName} can still be refunded`, { field: "lines" });
    }
    amount += lineRefundPaise(line, order.pricesIncludeGst, quantity);
  }
  if (amount <= 0) throw new AppError("invalid_input", "These lines cost nothing, so there is nothing to refund", { field: "lines" });
  return amount;
}

/**
 * Records a refund inside the caller's transaction; every refund, automatic or by an administrator, is
 * made here. The order row is locked first, so two refunds of one order are worked out one after the
 * other against what is left (total less refunded so far); the CHECK on orders.refunded_paise is the
 * last guard. A gateway refund is pending, due at once for the refund sender (told by refund.created, as is the mail of the outbox);
 * a refund paid by hand is processed already.
 */
export async function createRefund(tx: Database, pending: PendingEvents, request: RefundRequest): Promise<{ refund: repo.RefundRow; order: orders.OrderRow }> {
  const order = await orders.lockOrder(tx, request.orderId);
  if (!order) throw notFound("Order");
  if (!REFUNDABLE_PAYMENT_STATUSES.has(order.paymentStatus)) {
    throw new AppError("not_refundable", order.paymentStatus === "refunded" ? "This order has been refunded in full already." : "This order has not been paid, so there is nothing to refund.");
  }
  const online = request.method === "razorpay";
  if (online !== (order.paymentMethod === "razorpay") || (online && !order.gatewayPaymentId)) {
    throw new AppError("not_refundable", online ? "Only orders paid online are refunded through Razorpay." : "Orders paid online are refunded through Razorpay.", { field: "method" });
  }

  const orderLines = request.lines ? await orders.linesOfOrder(tx, order.id) : [];
  const amountPaise = request.lines ? amountOfLines(order, orderLines, request.lines) : request.amountPaise!;
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new AppError("invalid_input", "A refund must give back at least ₹0.01", { field: "amount" });
  const left = order.totalPaise - order.refundedPaise;
  if (amountPaise > left) {
    throw new AppError("refund_exceeds_payment", `Only ₹${paiseToDecimal(left)} of this order is left to refund.`, { field: "amount", details: { left: paiseToDecimal(left) } });
  }

  // Units still held by the order go back to stock; a cancelled order gave its stock back already.
  const restocked = Boolean(request.restock && request.lines && order.stockHeld);
  const refundedLines = (restocked ? request.lines! : []).map(({ orderLineId, quantity }) => ({ line: orderLines.find((line) => line.id === orderLineId)!, quantity }));
  // Products before the order lines and refunds below: the shop's one lock order (server/db/lock-order.ts).
  await orders.restockRefundedUnits(tx, pending, refundedLines);
  const now = new Date();
  const refund = await repo.insertRefund(tx, {
    orderId: order.id,
    amountPaise,
    method: request.method,
    state: online ? "pending" : "processed",
    reason: request.reason,
    reference: request.reference ?? null,
    restocked,
    createdBy: request.createdBy,
    nextAttemptAt: online ? now : null,
    processedAt: online ? null : now,
  });
  if (request.lines) {
    await repo.insertRefundLines(tx, request.lines.map(({ orderLineId, quantity }) => ({ refundId: refund.id, orderLineId, quantity })));
    for (const { orderLineId, quantity } of request.lines) await repo.addRefundedQuantity(tx, orderLineId, quantity);
  }

  const refunded = await repo.addRefundedPaise(tx, order.id, amountPaise);
  const updated = await orders.setPaymentStatus(tx, order.id, paymentStatusAfterRefunds(refunded.refundedPaise, refunded.totalPaise));
  pending.add("refund.created", { orderId: order.id, refundId: refund.id });
  // The credit note records money that went back: at once for a refund paid by hand, and for one
  // through Razorpay when Razorpay says it was processed (a failed refund never gets one).
  if (!online) await issueCreditNote(tx, refund.id);
  return { refund, order: updated };
}

/**
 * The automatic refund of a paid online order being cancelled (by its customer, an administrator, or
 * because its payment arrived after its stock was gone): all that is left of the payment, through
 * Razorpay, in the cancelling transaction. Nothing when nothing is left, so it happens once.
 */
export async function refundWhatIsLeft(tx: Database, pending: PendingEvents, orderId: string, reason: string): Promise<orders.OrderRow> {
  const order = (await orders.lockOrder(tx, orderId))!;
  const left = refundOnCancelPaise(order);
  if (left <= 0) return order;
  return (await createRefund(tx, pending, { orderId, amountPaise: left, reason, method: "razorpay", restock: false, createdBy: null })).order;
}
