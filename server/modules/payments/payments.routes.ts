import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OrderSchema } from "@shared/schemas/orders";
import { CreatePaymentOrderSchema, PaymentOrderResponseSchema, PaymentSettingsSchema, VerifyPaymentSchema } from "@shared/schemas/payments";
import type { Database } from "../../db/client";
import { requireUser, sessionOf } from "../../plugins/auth";
import type { PaymentGateway } from "./gateway";
import type { PaymentsService } from "./payments.service";
import { receiveWebhook } from "./webhook.service";

const IdempotencyHeadersSchema = z.object({
  "idempotency-key": z.string().trim().min(8, "Idempotency-Key must be 8 to 100 characters").max(100, "Idempotency-Key must be 8 to 100 characters").optional(),
});

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; gateway: PaymentGateway | undefined; db: Database }> = async (
  app,
  { payments, gateway, db },
) => {
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
      const status = await receiveWebhook(
        db,
        gateway,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === "string" ? signature : undefined,
        typeof eventId === "string" ? eventId : undefined,
      );
      return { status };
    });
  });
};
