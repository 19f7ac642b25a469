import { randomBytes } from "node:crypto";
import { type GatewayOrder, type PaymentGateway } from "../gateway";
import { hmacSha256Hex, paymentSignature } from "../signatures";

export const SANDBOX_PREFIX = "/sandbox/razorpay";
const SANDBOX_KEY_ID = "rzp_test_kiddokart_sandbox";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay-looking ids: `order_` or `pay_` and 14 letters and digits. */
function gatewayId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;
}

export interface SandboxOrder extends GatewayOrder {
  status: "created" | "attempted" | "paid";
  notes: Record<string, string>;
  createdAt: number;
}

export type SandboxOutcome =
  | { paid: true; response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } }
  | { paid: false; error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } } };

/**
 * The shop playing Razorpay for the demo and the tests (never in production): the same Orders API,
 * the same signatures, its own checkout script. Its orders live in this process's memory.
 */
export function createSandbox(secret: string) {
  const keySecret = hmacSha256Hex(secret, "sandbox razorpay key secret");
  const orders = new Map<string, SandboxOrder>();

  const gateway: PaymentGateway = {
    keyId: SANDBOX_KEY_ID,
    keySecret,
    webhookSecret: hmacSha256Hex(secret, "sandbox razorpay webhook secret"),
    checkoutScriptUrl: `${SANDBOX_PREFIX}/checkout.js`,
    async createOrder({ amountPaise, receipt, notes }) {
      return createOrder({ amount: amountPaise, currency: "INR", receipt, notes });
    },
  };

  function createOrder(input: { amount: number; currency: string; receipt: string; notes: Record<string, string> }): SandboxOrder {
    const order: SandboxOrder = { id: gatewayId("order"), ...input, status: "created", createdAt: Date.now() };
    orders.set(order.id, order);
    return order;
  }

  /** What the checkout modal's Pay and Fail buttons do. */
  function settle(orderId: string, pay: boolean): SandboxOutcome | undefined {
    const order = orders.get(orderId);
    if (!order) return undefined;
    const paymentId = gatewayId("pay");
    if (!pay) {
      order.status = "attempted";
      return {
        paid: false,
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment failed because the bank declined it (sandbox).",
          source: "customer",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { order_id: orderId, payment_id: paymentId },
        },
      };
    }
    order.status = "paid";
    return {
      paid: true,
      response: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(keySecret, orderId, paymentId) },
    };
  }

  return { gateway, keyId: SANDBOX_KEY_ID, createOrder, findOrder: (id: string) => orders.get(id), settle };
}

export type Sandbox = ReturnType<typeof createSandbox>;
