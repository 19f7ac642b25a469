import { z } from "zod";
import { CAPTURED_PAYMENT_STATUSES } from "@shared/constants";
import type { Database } from "../../db/client";
import * as orders from "../orders/order-lifecycle";
import { issueCreditNote } from "../tax-documents/credit-notes";
import { paymentStatusAfterRefunds } from "@shared/refund-amount";
import * as repo from "./refunds.repo";

/** What the gateway says about one of its refunds (its answer to our request, or a webhook). */
export interface GatewayRefundReport {
  gatewayRefundId: string;
  status: "pending" | "processed" | "failed";
  /** The payment the gateway refunded, when it says. */
  paymentId?: string | null;
  /** Our refund's id, from the notes we sent with it. */
  refundId?: string;
  /** Why it failed. */
  description?: string;
}

/**
 * Locks the refund a report is about: by the gateway's refund id, else by our id in the refund's notes
 * (a webhook may arrive before the refund sender has stored the gateway's id). A report about a refund
 * of another payment, or one the gateway knows by another id, is not ours.
 */
export async function lockReportedRefund(tx: Database, report: GatewayRefundReport): Promise<repo.RefundRow | undefined> {
  const known = await repo.lockRefundByGatewayId(tx, report.gatewayRefundId);
  if (known) return known;
  if (!z.uuid().safeParse(report.refundId).success) return undefined;
  const refund = await repo.lockRefund(tx, report.refundId!);
  if (!refund || refund.method !== "razorpay" || (refund.gatewayRefundId !== null && refund.gatewayRefundId !== report.gatewayRefundId)) return undefined;
  const order = await orders.findOrder(tx, refund.orderId);
  if (report.paymentId && order?.gatewayPaymentId !== report.paymentId) return undefined;
  return refund;
}

/**
 * Applies the gateway's word on a locked refund, once: a pending refund becomes processed (and gets
 * its credit note when the order was invoiced), or failed
 * (the order's refunded amount and the lines' refunded units go back down, so the money can be refunded
 * again); a refund that is settled already stays as it is. Answers whether anything changed.
 */
export async function applyRefundReport(tx: Database, refund: repo.RefundRow, report: GatewayRefundReport): Promise<boolean> {
  if (refund.state !== "pending") return false;
  const gatewayRefundId = refund.gatewayRefundId ?? report.gatewayRefundId;
  if (report.status === "pending") {
    if (refund.gatewayRefundId === gatewayRefundId) return false;
    await repo.updateRefund(tx, refund.id, { gatewayRefundId, nextAttemptAt: null, lastError: null });
    return true;
  }
  if (report.status === "processed") {
    await repo.updateRefund(tx, refund.id, { gatewayRefundId, state: "processed", processedAt: new Date(), nextAttemptAt: null, lastError: null });
    await issueCreditNote(tx, refund.id);
    return true;
  }
  await markRefundFailed(tx, refund, report.description ?? "The payment gateway could not make this refund", gatewayRefundId);
  return true;
}

/** A refund that will never be made: it no longer counts against the order, whose lines may be refunded again. */
export async function markRefundFailed(tx: Database, refund: repo.RefundRow, reason: string, gatewayRefundId: string | null = refund.gatewayRefundId): Promise<void> {
  await orders.lockOrder(tx, refund.orderId);
  await repo.updateRefund(tx, refund.id, { gatewayRefundId, state: "failed", lastError: reason.slice(0, 500), nextAttemptAt: null });
  for (const line of await repo.refundLinesOf(tx, refund.id)) await repo.addRefundedQuantity(tx, line.orderLineId, -line.quantity);
  const order = await repo.addRefundedPaise(tx, refund.orderId, -refund.amountPaise);
  if (CAPTURED_PAYMENT_STATUSES.has(order.paymentStatus)) {
    await orders.setPaymentStatus(tx, order.id, paymentStatusAfterRefunds(order.refundedPaise, order.totalPaise));
  }
}

/** A report from the gateway's webhook: settles the refund it is about, if it is one of ours. Answers whether anything changed. */
export async function applyGatewayRefundReport(tx: Database, report: GatewayRefundReport): Promise<boolean> {
  const locked = await lockReportedRefund(tx, report);
  return locked !== undefined && (await applyRefundReport(tx, locked, report));
}
