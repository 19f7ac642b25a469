import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineText } from "@shared/schemas/text";
import { AppError } from "../../../errors";
import { hmacSha256Hex } from "../signatures";
import { sandboxCheckoutScript } from "./checkout-script";
import { type Sandbox, SANDBOX_PREFIX, type SandboxOrder } from "./sandbox-gateway";

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

/** Sends the shop its own webhook, signed, as Razorpay would after a payment. */
function deliverWebhook(app: FastifyInstance, sandbox: Sandbox, event: string, order: SandboxOrder, paymentId: string) {
  const payment = { id: paymentId, entity: "payment", amount: order.amount, currency: order.currency, order_id: order.id, status: event === "payment.failed" ? "failed" : "captured", method: "upi" };
  const body = JSON.stringify({ entity: "event", event, contains: ["payment"], payload: { payment: { entity: payment } }, created_at: Math.floor(Date.now() / 1000) });
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

/** The sandbox's Razorpay: its Orders API (basic auth), its checkout script, and what its modal's buttons call. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: Sandbox }> = async (app, { sandbox }) => {
  const tags = ["payment sandbox"];
  const expectedAuth = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.gateway.keySecret}`).toString("base64")}`;
  const checkKeys = async (request: FastifyRequest) => {
    if (request.headers.authorization !== expectedAuth) throw new AppError("unauthorized", "The API key provided is invalid");
  };

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
        deliverWebhook(app, sandbox, "payment.captured", order, outcome.response.razorpay_payment_id);
        return outcome.response;
      }
      deliverWebhook(app, sandbox, "payment.failed", order, outcome.error.metadata.payment_id);
      return reply.status(400).send({ error: outcome.error });
    },
  );
};
