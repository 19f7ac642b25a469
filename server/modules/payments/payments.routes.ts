import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdempotencyHeadersSchema } from "@shared/schemas/idempotency";
import { OrderSchema } from "@shared/schemas/orders";
import { CreatePaymentOrderSchema, PaymentOrderResponseSchema, PaymentSettingsSchema, VerifyPaymentSchema } from "@shared/schemas/payments";
import { requireUser, sessionOf } from "../../plugins/auth";
import type { PaymentsService } from "./payments.service";

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  const tags = ["payments"];

  app.get("/api/payment/config", { schema: { tags, response: { 200: PaymentSettingsSchema } } }, () => payments.settings());

  app.post(
    "/api/payment/create-order",
    { schema: { tags, headers: IdempotencyHeadersSchema, body: CreatePaymentOrderSchema, response: { 200: PaymentOrderResponseSchema } }, onRequest: requireUser },
    async (request) => payments.createOrder((await sessionOf(request)).user.id, request.body, request.headers["idempotency-key"]),
  );

  app.post(
    "/api/payment/verify",
    { schema: { tags, body: VerifyPaymentSchema, response: { 200: z.object({ order: OrderSchema }) } }, onRequest: requireUser },
    async (request) => ({ order: await payments.verify((await sessionOf(request)).user.id, request.body) }),
  );

  // The webhook proves itself by the signature of its raw body, so it gets the body as bytes.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));
    webhook.post("/api/payment/webhook", { schema: { tags, response: { 200: z.object({ status: z.string() }) } } }, async (request) => {
      const signature = request.headers["x-razorpay-signature"];
      const eventId = request.headers["x-razorpay-event-id"];
      const status = await payments.receiveWebhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === "string" ? signature : undefined,
        typeof eventId === "string" ? eventId : undefined,
      );
      return { status };
    });
  });
};
