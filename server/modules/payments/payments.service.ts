import { SHOP_NAME } from "@shared/constants";
import type { Order } from "@shared/schemas/orders";
import type { CreatePaymentOrderInput, PaymentOrderResponse, PaymentSettings, VerifyPaymentInput } from "@shared/schemas/payments";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { cartContents } from "../cart/cart-for-orders";
import * as orders from "../orders/order-lifecycle";
import { GatewayError, type PaymentGateway } from "./gateway";
import { paymentSignature, signatureMatches } from "./signatures";
import { type PaymentRefunds, receiveWebhook, type WebhookOutcome } from "./webhook.service";

const THEME_COLOR = "#e11d48";

export interface PaymentsDeps {
  /** Razorpay, the sandbox, or none (then only cash on delivery). */
  gateway: PaymentGateway | undefined;
  /** The most units of one product one order may hold. */
  maxUnitsPerProduct: number;
  /** Whether prices include GST (PRICES_INCLUDE_GST): how each line's tax is worked out. */
  pricesIncludeGst: boolean;
  /** Told about stock held or released and orders placed, paid or cancelled, once committed. */
  events: EventBus;
  /** What the refunds module does for payments: refund a paid order that stays cancelled, settle a refund Razorpay reports on. */
  refunds: PaymentRefunds;
}

/**
 * Online payment: our order is created pending with its stock held, then the gateway's order for the
 * amount we computed; the browser pays in the gateway's modal; verify (or the webhook) records it.
 * A customer has one unpaid checkout at most: a new one cancels the earlier one and frees its stock.
 */
export function createPaymentsService(db: Database, { gateway, maxUnitsPerProduct, pricesIncludeGst, events, refunds }: PaymentsDeps) {
  function requireGateway(): PaymentGateway {
    if (!gateway) throw new AppError("conflict", "Online payment is not available right now. Please choose cash on delivery.");
    return gateway;
  }

  function answer(order: orders.OrderRow, payments: PaymentGateway): PaymentOrderResponse {
    return {
      orderId: order.gatewayOrderId!,
      amount: order.totalPaise,
      currency: "INR",
      config: { key: payments.keyId, name: SHOP_NAME, description: `Order ${order.orderNumber}`, theme: { color: THEME_COLOR } },
    };
  }

  return {
    settings(): PaymentSettings {
      return { enabled: Boolean(gateway), checkoutScriptUrl: gateway?.checkoutScriptUrl ?? null };
    },

    async createOrder(userId: string, input: CreatePaymentOrderInput, idempotencyKey?: string): Promise<PaymentOrderResponse> {
      const payments = requireGateway();
      const lines = await cartContents(db, userId);
      if (lines.length === 0) throw new AppError("invalid_input", "Your cart is empty", { field: "items" });
      const { orderId } = await orders.placeOrder(db, events, {
        userId,
        lines,
        shippingAddress: input.orderData.shippingAddress,
        billingAddress: input.orderData.billingAddress,
        notes: input.orderData.notes,
        expectedTotal: input.amount,
        paymentMethod: "razorpay",
        status: "pending",
        paymentStatus: "pending",
        idempotencyKey,
        removeFromCart: false,
        replaceUnpaidCheckout: true,
        maxUnitsPerProduct,
        pricesIncludeGst,
      });
      const order = (await orders.findOrder(db, orderId))!;
      if (order.gatewayOrderId) return answer(order, payments);

      try {
        const gatewayOrder = await payments.createOrder({
          amountPaise: order.totalPaise,
          receipt: order.orderNumber,
          notes: { orderId: order.id, orderNumber: order.orderNumber },
        });
        return answer(await orders.setGatewayOrderId(db, order.id, gatewayOrder.id), payments);
      } catch (error) {
        // No gateway order, no way to pay: give the stock back at once (unless a newer checkout already has).
        await transactionThenEmit(db, events, async (tx, pending) => {
          const locked = (await orders.lockOrder(tx, order.id))!;
          if (locked.status === "pending") await orders.cancelLockedOrders(tx, pending, [locked], { changedBy: null, note: "Payment could not be started" });
        });
        if (error instanceof GatewayError) throw new AppError("payment_gateway", "The payment could not be started. Please try again.");
        throw error;
      }
    },

    /** Checks Razorpay's signature against the gateway order id we stored for this customer's order. */
    async verify(userId: string, input: VerifyPaymentInput): Promise<Order> {
      const payments = requireGateway();
      const order = await orders.findOrderByGatewayOrderId(db, input.razorpay_order_id);
      if (!order || order.userId !== userId) throw notFound("Order");
      const expected = paymentSignature(payments.keySecret, order.gatewayOrderId!, input.razorpay_payment_id);
      if (!signatureMatches(expected, input.razorpay_signature)) {
        throw new AppError("invalid_input", "The payment could not be verified.", { field: "razorpay_signature" });
      }
      const paid = await transactionThenEmit(db, events, (tx, pending) =>
        orders.markOrderPaid(tx, pending, order.id, input.razorpay_payment_id, refunds.refundCancelled),
      );
      return orders.orderView(db, paid);
    },

    /** The gateway's webhook: its raw body, signature header and event id header (see webhook.service.ts). */
    receiveWebhook(raw: Buffer, signature: string | undefined, eventId: string | undefined): Promise<WebhookOutcome> {
      return receiveWebhook(db, { gateway, events, refunds }, raw, signature, eventId);
    },

    /** Cancels online orders left unpaid past the cut-off, releasing their stock; one process wins each. */
    async expireUnpaidOrders(maxAgeMs: number): Promise<number> {
      return transactionThenEmit(db, events, (tx, pending) => orders.cancelExpiredUnpaidOrders(tx, pending, new Date(Date.now() - maxAgeMs), 100));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
