import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AdminOrderSchema } from "@shared/schemas/admin";
import { OrderParamsSchema } from "@shared/schemas/orders";
import { CreateRefundSchema } from "@shared/schemas/refunds";
import { requireAdmin, sessionOf } from "../../plugins/auth";
import type { RefundsService } from "./refunds.service";

/** The back office's refunds: administrators only. */
export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (app, { refunds }) => {
  app.addHook("onRequest", requireAdmin);

  app.post(
    "/api/admin/orders/:id/refunds",
    { schema: { tags: ["admin"], params: OrderParamsSchema, body: CreateRefundSchema, response: { 201: z.object({ order: AdminOrderSchema }) } } },
    async (request, reply) => reply.status(201).send({ order: await refunds.refundOrder((await sessionOf(request)).user.id, request.params.id, request.body) }),
  );
};
