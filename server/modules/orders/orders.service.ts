import type { Order, PlaceOrderInput } from "@shared/schemas/orders";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { orderWithDetails, ordersWithDetails } from "./order-view";
import * as repo from "./orders.repo";
import { placeOrder } from "./place-order";

const CUSTOMER_CANCELLABLE = new Set(["pending", "confirmed"]);

/**
 * Cancels an order inside the caller's transaction: the status becomes cancelled and, if the order
 * still holds its stock, the stock goes back exactly once.
 */
export async function cancelLockedOrder(tx: Database, order: repo.OrderRow, changedBy: string | null, note?: string): Promise<repo.OrderRow> {
  if (order.stockHeld) {
    for (const line of await repo.linesOf(tx, [order.id])) {
      if (line.productId !== null) await repo.returnStock(tx, line.productId, line.quantity);
    }
  }
  const cancelled = await repo.updateOrder(tx, order.id, { status: "cancelled", stockHeld: 0 });
  await repo.insertStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: "cancelled", changedBy, note });
  return cancelled;
}

/** Takes the stock of every line again, or none of it (the savepoint rolls back a partial take). */
export async function retakeStock(tx: Database, lines: repo.OrderLineRow[]): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const line of lines) {
        if (line.productId !== null && !(await repo.takeStock(savepoint, line.productId, line.quantity))) throw new Error("out of stock");
      }
    });
    return true;
  } catch {
    return false;
  }
}

export function createOrdersService(db: Database) {
  async function ownOrder(userId: string, orderId: string): Promise<repo.OrderRow> {
    const order = await repo.findOrder(db, orderId);
    if (!order || order.userId !== userId) throw notFound("Order");
    return order;
  }

  return {
    /** Cash on delivery: confirmed at once, payment pending until the courier collects it. */
    async placeCashOnDelivery(userId: string, input: PlaceOrderInput, idempotencyKey?: string): Promise<{ order: Order; replayed: boolean }> {
      const { orderData } = input;
      const { orderId, replayed } = await placeOrder(db, {
        userId,
        lines: input.items,
        shippingAddress: orderData.shippingAddress,
        billingAddress: orderData.billingAddress,
        notes: orderData.notes,
        expectedTotal: orderData.total,
        paymentMethod: "cod",
        status: "confirmed",
        paymentStatus: "pending",
        idempotencyKey,
        removeFromCart: true,
      });
      return { order: await orderWithDetails(db, await ownOrder(userId, orderId)), replayed };
    },

    async list(userId: string): Promise<Order[]> {
      return ordersWithDetails(db, await repo.listOrdersOfUser(db, userId));
    },

    async get(userId: string, orderId: string): Promise<Order> {
      return orderWithDetails(db, await ownOrder(userId, orderId));
    },

    async cancel(userId: string, orderId: string): Promise<Order> {
      await ownOrder(userId, orderId);
      const cancelled = await db.transaction(async (tx) => {
        const order = (await repo.lockOrder(tx, orderId))!;
        if (!CUSTOMER_CANCELLABLE.has(order.status)) {
          throw new AppError("conflict", "This order can no longer be cancelled. Please contact support.");
        }
        return cancelLockedOrder(tx, order, userId, "Cancelled by the customer");
      });
      return orderWithDetails(db, cancelled);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
