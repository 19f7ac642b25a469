import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineText } from "@shared/schemas/text";
import { AppError } from "../../../errors";
import { hmacSha256Hex } from "../signatures";
import { sandboxCheckoutScript } from "./checkout-script";
import { type Sandbox, type SandboxPayment, SANDBOX_PREFIX, type SandboxOrder, type SandboxRefund } from "./sandbox-gateway";

const toRazorpayOrder = (order: SandboxOrder) => ({
  id: order.id,
  entity: "order",
  amount: order.amount,
  amount_paid: order.status === "paid" ? order.amount : 0,
  amount_due: order.status === "paid" ? 0 : order.amount,
  currency: order.currency,
  receipt: order.receipt,
  status: order.status,
  notes: order.notes,
  created_at: Math.floor(order.createdAt / 1000),
});

const toRazorpayRefund = (refund: SandboxRefund) => ({
  id: refund.id,
  entity: "refund",
  amount: refund.amount,
  currency: refund.currency,
  payment_id: refund.paymentId,
  notes: refund.notes,
  receipt: null,
  acquirer_data: { arn: null },
  created_at: Math.floor(refund.createdAt / 1000),
  batch_id: null,
  status: refund.status,
  speed_processed: "normal",
  speed_requested: "normal",
});

/** Sends the shop its own webhook, signed, as Razorpay would after a payment or a refund. */
function deliverWebhook(app: FastifyInstance, sandbox: Sandbox, event: string, payload: Record<string, { entity: object }>) {
  const body = JSON.stringify({ entity: "event", event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
  setImmediate(() => {
    app
      .inject({
        method: "POST",
        url: "/api/payment/webhook",
        headers: { "content-type": "application/json", "x-razorpay-signature": hmacSha256Hex(sandbox.gateway.webhookSecret!, body), "x-razorpay-event-id": `evt_${randomUUID()}` },
        payload: body,
      })
      .catch((error: unknown) => app.log.error({ err: error }, "sandbox webhook failed"));
  });
}

function deliverPaymentWebhook(app: FastifyInstance, sandbox: Sandbox, event: string, order: SandboxOrder, paymentId: string) {
  const payment = { id: paymentId, entity: "payment", amount: order.amount, currency: order.currency, order_id: order.id, status: event === "payment.failed" ? "failed" : "captured", method: "upi" };
  deliverWebhook(app, sandbox, event, { payment: { entity: payment } });
}

function deliverRefundWebhook(app: FastifyInstance, sandbox: Sandbox, refund: SandboxRefund, payment: SandboxPayment) {
  const paymentEntity = {
    id: payment.id,
    entity: "payment",
    amount: payment.amount,
    currency: "INR",
    order_id: payment.orderId,
    status: payment.refunded === payment.amount ? "refunded" : "captured",
    method: "upi",
    amount_refunded: payment.refunded,
    refund_status: payment.refunded === 0 ? null : payment.refunded === payment.amount ? "full" : "partial",
  };
  deliverWebhook(app, sandbox, `refund.${refund.status}`, { refund: { entity: toRazorpayRefund(refund) }, payment: { entity: paymentEntity } });
}

/**
 * The sandbox's Razorpay: its Orders and Refunds APIs (basic auth), its checkout script, what its modal's
 * buttons call, and how a test or a demo chooses the bank's answer to a payment's refunds.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: Sandbox }> = async (app, { sandbox }) => {
  const tags = ["payment sandbox"];
  const expectedAuth = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.gateway.keySecret}`).toString("base64")}`;
  const checkKeys = async (request: FastifyRequest) => {
    if (request.headers.authorization !== expectedAuth) throw new AppError("unauthorized", "The API key provided is invalid");
  };

  sandbox.onRefundSettled((refund, payment) => deliverRefundWebhook(app, sandbox, refund, payment));

  app.get(`${SANDBOX_PREFIX}/checkout.js`, { schema: { tags } }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(sandboxCheckoutScript),
  );

  app.post(
    `${SANDBOX_PREFIX}/v1/orders`,
    {
      schema: {
        tags,
        body: z.object({ amount: z.number().int().min(100), currency: z.literal("INR"), receipt: singleLineText().max(40), notes: z.record(singleLineText(), singleLineText()).default({}) }),
      },
      onRequest: checkKeys,
    },
    async (request) => toRazorpayOrder(sandbox.createOrder(request.body)),
  );

  app.get(`${SANDBOX_PREFIX}/v1/orders/:id`, { schema: { tags, params: z.object({ id: singleLineText() }) }, onRequest: checkKeys }, async (request) => {
    const order = sandbox.findOrder(request.params.id);
    if (!order) throw new AppError("not_found", "The id provided does not exist");
    return toRazorpayOrder(order);
  });

  app.post(
    `${SANDBOX_PREFIX}/v1/checkout/:id/:outcome`,
    { schema: { tags, params: z.object({ id: singleLineText(), outcome: z.enum(["pay", "fail"]) }) } },
    async (request, reply) => {
      const outcome = sandbox.settle(request.params.id, request.params.outcome === "pay");
      const order = sandbox.findOrder(request.params.id);
      if (!outcome || !order) throw new AppError("not_found", "The id provided does not exist");
      if (outcome.paid) {
        deliverPaymentWebhook(app, sandbox, "payment.captured", order, outcome.response.razorpay_payment_id);
        return outcome.response;
      }
      deliverPaymentWebhook(app, sandbox, "payment.failed", order, outcome.error.metadata.payment_id);
      return reply.status(400).send({ error: outcome.error });
    },
  );

  const paymentParams = z.object({ id: singleLineText().max(40) });

  app.post(
    `${SANDBOX_PREFIX}/v1/payments/:id/refund`,
    {
      schema: {
        tags,
        params: paymentParams,
        headers: z.object({ "x-refund-idempotency": singleLineText().min(10).max(64).regex(/^[\w-]+$/).optional() }),
        body: z.object({
          amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
          speed: z.enum(["normal", "optimum"]).default("normal"),
          notes: z.record(singleLineText(), singleLineText()).default({}),
          receipt: singleLineText().max(40).optional(),
        }),
      },
      onRequest: checkKeys,
    },
    async (request, reply) => {
      const answer = sandbox.refund(request.params.id, request.body, request.headers["x-refund-idempotency"]);
      return "error" in answer ? reply.status(400).send(answer) : toRazorpayRefund(answer);
    },
  );

  app.get(`${SANDBOX_PREFIX}/v1/payments/:id/refunds`, { schema: { tags, params: paymentParams }, onRequest: checkKeys }, async (request) => {
    const items = sandbox.refundsOf(request.params.id).map(toRazorpayRefund);
    return { entity: "collection", count: items.length, items };
  });

  // No Razorpay counterpart: the bank's answer to this payment's next refunds, as the modal's buttons choose a payment's.
  app.post(
    `${SANDBOX_PREFIX}/v1/payments/:id/refund-outcome/:outcome`,
    { schema: { tags, params: paymentParams.extend({ outcome: z.enum(["processed", "failed"]) }) } },
    async (request) => {
      if (!sandbox.chooseRefundOutcome(request.params.id, request.params.outcome)) throw new AppError("not_found", "The id provided does not exist");
      return { id: request.params.id, refund_outcome: request.params.outcome };
    },
  );
};
