import type { AdminOrder } from "@shared/schemas/admin";
import type { CreateRefund } from "@shared/schemas/refunds";
import { decimalToPaise } from "@shared/money";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { itemRetryDelayMs } from "../../jobs/retry-delay";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import * as orders from "../orders/order-lifecycle";
import { GatewayRefusal, type PaymentGateway } from "../payments/gateway";
import { createRefund } from "./create-refund";
import { applyRefundReport, markRefundFailed } from "./refund-outcome";
import * as repo from "./refunds.repo";

/** How long a refund taken for sending stays this process's; renewed while Razorpay is asked. */
export const REFUND_LEASE_MS = 30_000;

export interface RefundsDeps {
  /** Razorpay, the sandbox, or none (then gateway refunds wait until there is one). */
  gateway: PaymentGateway | undefined;
  /** Told about refunds recorded and stock put back, once committed. */
  events: EventBus;
}

export interface SendCounts {
  /** Taken by the gateway (pending or processed there). */
  sent: number;
  /** Refused by the gateway for good: the refund failed. */
  refused: number;
  /** Not reached: tried again later. */
  retrying: number;
}

/**
 * Refunds: the back office's refunds of an order, and the sender that hands gateway refunds to Razorpay
 * after their transaction has committed, each with its own idempotency key, so a retry after a timeout,
 * a crash or an outage gets the refund Razorpay made rather than a second one.
 */
export function createRefundsService(db: Database, { gateway, events }: RefundsDeps) {
  async function send(payments: PaymentGateway, refund: repo.RefundRow, now = new Date()): Promise<keyof SendCounts> {
    const order = (await orders.findOrder(db, refund.orderId))!;
    try {
      const answer = await payments.refundPayment({
        paymentId: order.gatewayPaymentId!,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        // The same notes every time: Razorpay refuses a different body under the same idempotency key.
        notes: { refundId: refund.id, orderNumber: order.orderNumber },
      });
      await db.transaction(async (tx) => {
        const locked = await repo.lockRefund(tx, refund.id);
        if (locked) await applyRefundReport(tx, locked, { gatewayRefundId: answer.id, status: answer.status });
      });
      return "sent";
    } catch (error) {
      if (error instanceof GatewayRefusal) {
        await db.transaction(async (tx) => {
          const locked = await repo.lockRefund(tx, refund.id);
          if (locked?.state === "pending" && locked.gatewayRefundId === null) await markRefundFailed(tx, locked, `Razorpay refused the refund: ${error.description}`);
        });
        return "refused";
      }
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await repo.retryRefundLater(db, refund, lastError, new Date(now.getTime() + itemRetryDelayMs(refund.attempts)));
      return "retrying";
    }
  }

  return {
    async refundOrder(adminId: string, orderId: string, input: CreateRefund): Promise<AdminOrder> {
      const { order } = await transactionThenEmit(db, events, async (tx, pending) => {
        const locked = await orders.lockOrder(tx, orderId);
        if (!locked) throw notFound("Order");
        const online = locked.paymentMethod === "razorpay";
        if (online && input.method) throw new AppError("invalid_input", "Orders paid online are refunded through Razorpay: leave the method out", { field: "method" });
        if (!online) {
          if (locked.status !== "delivered") throw new AppError("not_refundable", "A cash-on-delivery order is refunded once it has been delivered (and paid).");
          if (!input.method) throw new AppError("invalid_input", "Say how the money was sent back: bank transfer or UPI", { field: "method" });
          if (!input.reference) throw new AppError("invalid_input", "Give the reference of the bank transfer or UPI payment", { field: "reference" });
        }
        if (input.restock && !input.lines) throw new AppError("invalid_input", "Only refunded lines can go back to stock", { field: "restock" });
        return createRefund(tx, pending, {
          orderId,
          amountPaise: input.amount === undefined ? undefined : decimalToPaise(input.amount)!,
          lines: input.lines,
          reason: input.reason,
          method: online ? "razorpay" : input.method!,
          reference: online ? null : input.reference,
          restock: input.restock,
          createdBy: adminId,
        });
      });
      const [view] = await orders.adminOrderViews(db, [order]);
      return view!;
    },

    /** Leases the next due gateway refund for REFUND_LEASE_MS, if there is one no other process holds (none without a gateway). */
    takeDueRefund: async (now = new Date()) => (gateway ? repo.takeDueRefund(db, now, REFUND_LEASE_MS) : undefined),
    /** Hands a leased refund to Razorpay and records its answer, ending the lease (without a gateway, gives it back). */
    async sendTaken(refund: repo.RefundRow, now = new Date()): Promise<keyof SendCounts> {
      if (!gateway) {
        await repo.handBackRefund(db, refund);
        return "retrying";
      }
      return send(gateway, refund, now);
    },
    renewLease: (refund: repo.RefundRow) => repo.renewRefundLease(db, refund, REFUND_LEASE_MS),
    handBack: (refund: repo.RefundRow) => repo.handBackRefund(db, refund),

    /**
     * Sends up to `limit` gateway refunds due by `now` (new ones, and retries whose wait is over), each
     * leased as it is taken, so processes sending at once never take the same one.
     */
    async sendDueRefunds({ now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {}): Promise<SendCounts> {
      const counts: SendCounts = { sent: 0, refused: 0, retrying: 0 };
      if (!gateway) return counts;
      for (let taken = 0; taken < limit; taken++) {
        const refund = await repo.takeDueRefund(db, now, REFUND_LEASE_MS);
        if (!refund) break;
        counts[await send(gateway, refund, now)] += 1;
      }
      return counts;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
