import type { OrderStatus } from "@shared/constants";
import { cancelNeedsReason } from "@shared/order-cancel";
import type { AdminOrder, AdminOrderListQuery, OrderStatusUpdate } from "@shared/schemas/admin";
import type { Database } from "../../db/client";
import { inOneSnapshot } from "../../db/snapshot";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import type { Seller } from "../tax-documents/document-content";
import { issueInvoice } from "../tax-documents/issue-invoice";
import { withCustomers } from "./admin-order-view";
import * as repo from "./admin-orders.repo";
import type { CancellationRefund } from "./order-lifecycle";
import { cancelLockedOrder, retakeStock } from "./order-stock";
import * as orderRepo from "./orders.repo";
import { lockProducts } from "./stock.repo";

/** Statuses that mean the parcel left: a cancelled order reaches them only when reopened on purpose. */
const SENT = new Set<OrderStatus>(["shipped", "delivered"]);

export interface AdminOrdersDeps {
  /** Told about status changes and stock moved, once committed. */
  events: EventBus;
  /** Who issues the tax invoices. */
  seller: Seller;
  /** Refunds what a paid order being cancelled has left of its payment (the refunds module's). */
  refundCancelled: CancellationRefund;
}

/**
 * The back office's orders. An administrator may move an order from any status to any other; the stock
 * follows: cancelling gives it back once, leaving 'cancelled' takes it again or is refused.
 * The administrator says which status they saw (`expectedStatus`): when the order changed meanwhile
 * (say the customer cancelled it), nothing changes and they are told. A cancelled order is shipped or
 * delivered only by an administrator who saw it cancelled, and never once its money went back. Once committed, the change and the stock
 * moved are announced on `events`. Cancelling a paid order needs a reason, which goes with its automatic refund. Shipping (or delivering) an order issues its GST tax invoice from
 * `seller`, once, in the same transaction.
 */
export function createAdminOrdersService(db: Database, { events, seller, refundCancelled }: AdminOrdersDeps) {
  return {
    async list(query: AdminOrderListQuery): Promise<{ orders: AdminOrder[]; total: number }> {
      return inOneSnapshot(db, async (snapshot) => {
        const { rows, total } = await repo.listOrders(snapshot, query, query);
        return { orders: await withCustomers(snapshot, rows), total };
      });
    },

    async changeStatus(adminId: string, orderId: string, { status, expectedStatus, reason, courier, trackingNumber }: OrderStatusUpdate): Promise<AdminOrder> {
      const changed = await transactionThenEmit(db, events, async (tx, pending) => {
        const order = await orderRepo.lockOrder(tx, orderId);
        if (!order) throw notFound("Order");
        if (expectedStatus && order.status !== expectedStatus) {
          throw new AppError("conflict", `This order was changed meanwhile (it is now ${order.status}). Please check it again.`, {
            field: "expectedStatus",
            details: { status: order.status },
          });
        }
        if (order.status === "cancelled" && SENT.has(status) && expectedStatus !== "cancelled") {
          throw new AppError("conflict", `This order is cancelled. To reopen it as ${status}, send expectedStatus "cancelled".`, {
            field: "expectedStatus",
            details: { status: order.status },
          });
        }
        if (order.status === status) return order;
        if (order.status === "cancelled" && order.refundedPaise > 0) {
          throw new AppError("conflict", "This order was cancelled and its payment refunded, so it cannot be reopened. Place a new order instead.", {
            field: "status",
            details: { status: order.status },
          });
        }
        if (status === "cancelled") {
          if (!reason && cancelNeedsReason(order.paymentStatus)) {
            throw new AppError("invalid_input", "This order is paid: please give a reason for cancelling it. The customer sees it with the refund.", { field: "reason" });
          }
          const locked = await lockProducts(tx, { ofOrders: order.stockHeld ? [order.id] : [] });
          await cancelLockedOrder(tx, pending, order, locked, adminId, reason || "Cancelled by an administrator");
          return refundCancelled(tx, pending, order.id, reason || "Order cancelled by the shop");
        }
        let stockHeld = order.stockHeld;
        if (!stockHeld) {
          const locked = await lockProducts(tx, { ofOrders: [order.id] });
          if (!(await retakeStock(tx, pending, await orderRepo.linesOf(tx, [order.id]), locked))) {
            throw new AppError("insufficient_stock", "There is no longer enough stock to reopen this order.");
          }
          stockHeld = true;
        }
        // Cash on delivery is paid when the courier hands the parcel over.
        const collected = status === "delivered" && order.paymentMethod === "cod" && order.paymentStatus === "pending";
        const updated = await orderRepo.updateOrder(tx, order.id, {
          status,
          stockHeld,
          ...(collected ? { paymentStatus: "paid", paidAt: new Date() } : {}),
          ...(status === "shipped" && courier ? { courier } : {}),
          ...(status === "shipped" && trackingNumber ? { trackingNumber } : {}),
        });
        await orderRepo.insertStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: status, changedBy: adminId });
        if (SENT.has(status)) await issueInvoice(tx, order.id, seller);
        pending.add("order.status_changed", { orderId: order.id, from: order.status, to: status });
        return updated;
      });
      const [view] = await withCustomers(db, [changed]);
      return view!;
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
