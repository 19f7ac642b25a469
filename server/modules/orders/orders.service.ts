import type { CashOnDeliveryLimits } from "@shared/cash-on-delivery";
import { paiseToDecimal } from "@shared/money";
import type { CancellationPreview, Order, PlaceOrderInput, SavedAddress } from "@shared/schemas/orders";
import { ONLINE_REFUND_TIME } from "@shared/shop-promises";
import type { Database } from "../../db/client";
import { inOneSnapshot } from "../../db/snapshot";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { distinctAddresses } from "./distinct-addresses";
import { refundOnCancelPaise } from "@shared/order-cancel";
import type { CancellationRefund } from "./order-lifecycle";
import { cancelLockedOrder } from "./order-stock";
import { lockProducts } from "./stock.repo";
import { orderWithDetails, ordersWithDetails } from "./order-view";
import * as repo from "./orders.repo";
import { placeOrder } from "./place-order";

const CUSTOMER_CANCELLABLE = new Set(["pending", "confirmed"]);
/** Checkout offers the addresses of this many recent orders, each once, at most SAVED_ADDRESSES of them. */
const ORDERS_FOR_ADDRESSES = 50;
const SAVED_ADDRESSES = 5;

export interface OrdersDeps {
  /** The most units of one product one order may hold. */
  maxUnitsPerProduct: number;
  /** Whether prices include GST (PRICES_INCLUDE_GST): how each line's tax is worked out. */
  pricesIncludeGst: boolean;
  /** How much cash on delivery one customer may have outstanding. */
  cashOnDelivery: CashOnDeliveryLimits;
  /** Told about stock taken or given back and orders placed or cancelled, once committed. */
  events: EventBus;
  /** Refunds what a paid order being cancelled has left of its payment (the refunds module's). */
  refundCancelled: CancellationRefund;
}

export function createOrdersService(db: Database, { maxUnitsPerProduct, pricesIncludeGst, cashOnDelivery, events, refundCancelled }: OrdersDeps) {
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
        cashOnDelivery,
        maxUnitsPerProduct,
        pricesIncludeGst,
      });
      return { order: await orderWithDetails(db, await ownOrder(userId, orderId)), replayed };
    },

    /** The addresses the customer shipped to, the last used first, for checkout to offer. */
    async savedAddresses(userId: string): Promise<SavedAddress[]> {
      return distinctAddresses(await repo.recentShippingAddresses(db, userId, ORDERS_FOR_ADDRESSES)).slice(0, SAVED_ADDRESSES);
    },

    async list(userId: string): Promise<Order[]> {
      return inOneSnapshot(db, async (snapshot) => ordersWithDetails(snapshot, await repo.listOrdersOfUser(snapshot, userId)));
    },

    async get(userId: string, orderId: string): Promise<Order> {
      return inOneSnapshot(db, async (snapshot) => orderWithDetails(snapshot, await ownOrder(userId, orderId, snapshot)));
    },

    /** What cancelling would give back, by the same rule as cancelling itself, for the dialog that asks first. */
    async cancellation(userId: string, orderId: string): Promise<CancellationPreview> {
      const order = await ownOrder(userId, orderId);
      const refundPaise = refundOnCancelPaise(order);
      return {
        cancellable: CUSTOMER_CANCELLABLE.has(order.status),
        refund: refundPaise > 0 ? { amount: paiseToDecimal(refundPaise), within: ONLINE_REFUND_TIME } : null,
      };
    },

    async cancel(userId: string, orderId: string): Promise<Order> {
      await ownOrder(userId, orderId);
      const cancelled = await transactionThenEmit(db, events, async (tx, pending) => {
        const order = (await repo.lockOrder(tx, orderId))!;
        if (!CUSTOMER_CANCELLABLE.has(order.status)) {
          throw new AppError("conflict", "This order can no longer be cancelled. Please contact support.");
        }
        const locked = await lockProducts(tx, { ofOrders: order.stockHeld ? [order.id] : [] });
        await cancelLockedOrder(tx, pending, order, locked, userId, "Cancelled by the customer");
        return refundCancelled(tx, pending, order.id, "Order cancelled by the customer");
      });
      return orderWithDetails(db, cancelled);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
