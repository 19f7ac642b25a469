import type { Order, PlaceOrderInput } from "@shared/schemas/orders";
import type { Database } from "../../db/client";
import { inOneSnapshot } from "../../db/snapshot";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { refundWhatIsLeft } from "../refunds/create-refund";
import { cancelLockedOrder } from "./order-stock";
import { orderWithDetails, ordersWithDetails } from "./order-view";
import * as repo from "./orders.repo";
import { placeOrder } from "./place-order";

const CUSTOMER_CANCELLABLE = new Set(["pending", "confirmed"]);

export interface OrdersDeps {
  /** The most units of one product one order may hold. */
  maxUnitsPerProduct: number;
  /** Whether prices include GST (PRICES_INCLUDE_GST): how each line's tax is worked out. */
  pricesIncludeGst: boolean;
  /** Told about stock taken or given back and orders placed or cancelled, once committed. */
  events: EventBus;
}

export function createOrdersService(db: Database, { maxUnitsPerProduct, pricesIncludeGst, events }: OrdersDeps) {
  async function ownOrder(userId: string, orderId: string, from: Database = db): Promise<repo.OrderRow> {
    const order = await repo.findOrder(from, orderId);
    if (!order || order.userId !== userId) throw notFound("Order");
    return order;
  }

  return {
    /** Cash on delivery: confirmed at once, payment pending until the courier collects it. */
    async placeCashOnDelivery(userId: string, input: PlaceOrderInput, idempotencyKey?: string): Promise<{ order: Order; replayed: boolean }> {
      const { orderData } = input;
      const { orderId, replayed } = await placeOrder(db, events, {
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
        replaceUnpaidCheckout: false,
        maxUnitsPerProduct,
        pricesIncludeGst,
      });
      return { order: await orderWithDetails(db, await ownOrder(userId, orderId)), replayed };
    },

    async list(userId: string): Promise<Order[]> {
      return inOneSnapshot(db, async (snapshot) => ordersWithDetails(snapshot, await repo.listOrdersOfUser(snapshot, userId)));
    },

    async get(userId: string, orderId: string): Promise<Order> {
      return inOneSnapshot(db, async (snapshot) => orderWithDetails(snapshot, await ownOrder(userId, orderId, snapshot)));
    },

    async cancel(userId: string, orderId: string): Promise<Order> {
      await ownOrder(userId, orderId);
      const cancelled = await transactionThenEmit(db, events, async (tx, pending) => {
        const order = (await repo.lockOrder(tx, orderId))!;
        if (!CUSTOMER_CANCELLABLE.has(order.status)) {
          throw new AppError("conflict", "This order can no longer be cancelled. Please contact support.");
        }
        await cancelLockedOrder(tx, pending, order, userId, "Cancelled by the customer");
        return refundWhatIsLeft(tx, pending, order.id, "Order cancelled by the customer");
      });
      return orderWithDetails(db, cancelled);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
