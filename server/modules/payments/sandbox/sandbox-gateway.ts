import { randomBytes } from "node:crypto";
import { type GatewayOrder, GatewayRefusal, type PaymentGateway } from "../gateway";
import { hmacSha256Hex, paymentSignature } from "../signatures";

export const SANDBOX_PREFIX = "/sandbox/razorpay";
const SANDBOX_KEY_ID = "rzp_test_kiddokart_sandbox";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Razorpay-looking ids: `order_`, `pay_` or `rfnd_` and 14 letters and digits. */
function gatewayId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;
}

export interface SandboxOrder extends GatewayOrder {
  status: "created" | "attempted" | "paid";
  notes: Record<string, string>;
  createdAt: number;
}

/** A captured payment, and what the bank will answer to its refunds (chosen by a test or a demo). */
export interface SandboxPayment {
  id: string;
  orderId: string;
  amount: number;
  /** Refunded or being refunded; a failed refund gives its amount back. */
  refunded: number;
  refundOutcome: "processed" | "failed";
}

export interface SandboxRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  idempotencyKey: string | undefined;
  createdAt: number;
}

/** Razorpay's error body for a refund it will not make. */
export type SandboxRefundRefusal = { error: { code: "BAD_REQUEST_ERROR"; description: string; source: string; step: string; reason: string; metadata: object } };

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
  const payments = new Map<string, SandboxPayment>();
  const refunds = new Map<string, SandboxRefund>();
  const refundSettledListeners: Array<(refund: SandboxRefund, payment: SandboxPayment) => void> = [];

  const gateway: PaymentGateway = {
    keyId: SANDBOX_KEY_ID,
    keySecret,
    webhookSecret: hmacSha256Hex(secret, "sandbox razorpay webhook secret"),
    checkoutScriptUrl: `${SANDBOX_PREFIX}/checkout.js`,
    async createOrder({ amountPaise, receipt, notes }) {
      return createOrder({ amount: amountPaise, currency: "INR", receipt, notes });
    },
    async refundPayment({ paymentId, amountPaise, idempotencyKey, notes }) {
      const answer = refund(paymentId, { amount: amountPaise, notes }, idempotencyKey);
      if ("error" in answer) throw new GatewayRefusal(answer.error.description);
      return { id: answer.id, status: answer.status, amount: answer.amount };
    },
  };

  const refusal = (description: string, reason = "input_validation_failed"): SandboxRefundRefusal => ({
    error: { code: "BAD_REQUEST_ERROR", description, source: "business", step: "payment_initiation", reason, metadata: {} },
  });

  /**
   * Razorpay's Refunds API: the same idempotency key answers the refund it made (a different request
   * with it is refused), never more than what is left of the captured amount. The refund is pending,
   * then settles a moment later as the payment's refund outcome says, and the listeners are told.
   */
  function refund(paymentId: string, input: { amount?: number; notes?: Record<string, string> }, idempotencyKey?: string): SandboxRefund | SandboxRefundRefusal {
    const payment = payments.get(paymentId);
    if (!payment) return refusal("The id provided does not exist");
    const amount = input.amount ?? payment.amount - payment.refunded;
    if (idempotencyKey) {
      const earlier = [...refunds.values()].find((candidate) => candidate.idempotencyKey === idempotencyKey);
      if (earlier) return earlier.paymentId === paymentId && earlier.amount === amount ? earlier : refusal("Different request with the same idempotency key has already been processed.");
    }
    if (!Number.isSafeInteger(amount) || amount < 100) return refusal("The amount must be at least INR 1.00");
    if (amount > payment.amount - payment.refunded) return refusal("The total refund amount is greater than the refund payment amount", "refund_amount_exceeded");
    const created: SandboxRefund = { id: gatewayId("rfnd"), paymentId, amount, currency: "INR", notes: input.notes ?? {}, status: "pending", idempotencyKey, createdAt: Date.now() };
    refunds.set(created.id, created);
    payment.refunded += amount;
    setImmediate(() => {
      created.status = payment.refundOutcome;
      if (created.status === "failed") payment.refunded -= amount;
      for (const listener of refundSettledListeners) listener(created, payment);
    });
    return created;
  }

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
    payments.set(paymentId, { id: paymentId, orderId, amount: order.amount, refunded: 0, refundOutcome: "processed" });
    return {
      paid: true,
      response: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: paymentSignature(keySecret, orderId, paymentId) },
    };
  }

  /** What the bank will answer to the payment's next refunds; false when the payment is unknown. */
  function chooseRefundOutcome(paymentId: string, outcome: SandboxPayment["refundOutcome"]): boolean {
    const payment = payments.get(paymentId);
    if (payment) payment.refundOutcome = outcome;
    return payment !== undefined;
  }

  return {
    gateway,
    keyId: SANDBOX_KEY_ID,
    createOrder,
    findOrder: (id: string) => orders.get(id),
    settle,
    refund,
    refundsOf: (paymentId: string) => [...refunds.values()].filter((candidate) => candidate.paymentId === paymentId),
    findPayment: (id: string) => payments.get(id),
    chooseRefundOutcome,
    onRefundSettled: (listener: (refund: SandboxRefund, payment: SandboxPayment) => void) => void refundSettledListeners.push(listener),
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
