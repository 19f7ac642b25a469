import type { OrderStatus } from "@shared/constants";
import type { AdminOrder, AdminOrderListQuery } from "@shared/schemas/admin";
import type { Database } from "../../db/client";
import { inOneSnapshot } from "../../db/snapshot";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { ordersWithDetails } from "../orders/order-view";
import * as orderRepo from "../orders/orders.repo";
import { cancelLockedOrder, retakeStock } from "../orders/order-stock";
import { refundWhatIsLeft } from "../refunds/create-refund";
import type { Seller } from "../tax-documents/document-content";
import { issueInvoice } from "../tax-documents/issue-invoice";
import * as repo from "./admin-orders.repo";

/** Orders as the back office sees them: with their customer's name and email. */
export async function withCustomers(db: Database, rows: orderRepo.OrderRow[]): Promise<AdminOrder[]> {
  const details = await ordersWithDetails(db, rows);
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const customers = await repo.findCustomers(db, userIds);
  return details.map((order, index) => {
    const row = rows[index]!;
    const customer = customers.find((candidate) => candidate.id === row.userId);
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(" ") || `${row.shippingAddress.firstName} ${row.shippingAddress.lastName}`;
    return { ...order, customer: { id: row.userId, name, email: customer?.email ?? null } };
  });
}

/** Statuses that mean the parcel left: a cancelled order reaches them only when reopened on purpose. */
const SENT = new Set<OrderStatus>(["shipped", "delivered"]);

/**
 * The back office's orders. An administrator may move an order from any status to any other; the stock
 * follows: cancelling gives it back once, leaving 'cancelled' takes it again or is refused.
 * The administrator says which status they saw (`expectedStatus`): when the order changed meanwhile
 * (say the customer cancelled it), nothing changes and they are told. A cancelled order is shipped or
 * delivered only by an administrator who saw it cancelled, and never once its money went back. Once committed, the change and the stock
 * moved are announced on `events`. Shipping (or delivering) an order issues its GST tax invoice from
 * `seller`, once, in the same transaction.
 */
export function createAdminOrdersService(db: Database, { events, seller }: { events: EventBus; seller: Seller }) {
  return {
    async list(query: AdminOrderListQuery): Promise<{ orders: AdminOrder[]; total: number }> {
      return inOneSnapshot(db, async (snapshot) => {
        const { rows, total } = await repo.listOrders(snapshot, query, query);
        return { orders: await withCustomers(snapshot, rows), total };
      });
    },

    async changeStatus(adminId: string, orderId: string, status: OrderStatus, expectedStatus?: OrderStatus): Promise<AdminOrder> {
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
          await cancelLockedOrder(tx, pending, order, adminId, "Cancelled by an administrator");
          return refundWhatIsLeft(tx, pending, order.id, "Order cancelled by the shop");
        }
        let stockHeld = order.stockHeld;
        if (!stockHeld) {
          if (!(await retakeStock(tx, pending, await orderRepo.linesOf(tx, [order.id])))) {
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
