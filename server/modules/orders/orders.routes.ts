import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { IdempotencyHeadersSchema } from "@shared/schemas/idempotency";
import { CancellationPreviewSchema, OrderParamsSchema, OrderResponseSchema, OrderSchema, PlaceOrderSchema, SavedAddressSchema } from "@shared/schemas/orders";
import { requireUser, sessionOf } from "../../plugins/auth";
import type { OrdersService } from "./orders.service";

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const tags = ["orders"];
  app.addHook("onRequest", requireUser);

  app.post(
    "/api/orders",
    { schema: { tags, headers: IdempotencyHeadersSchema, body: PlaceOrderSchema, response: { 201: OrderResponseSchema } } },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      const { order } = await orders.placeCashOnDelivery(user.id, request.body, request.headers["idempotency-key"]);
      return reply.status(201).send({ order });
    },
  );

  app.get("/api/orders", { schema: { tags, response: { 200: z.array(OrderSchema) } } }, async (request) => orders.list((await sessionOf(request)).user.id));

  app.get("/api/orders/addresses", { schema: { tags, response: { 200: z.array(SavedAddressSchema) } } }, async (request) =>
    orders.savedAddresses((await sessionOf(request)).user.id),
  );

  app.get("/api/orders/:id", { schema: { tags, params: OrderParamsSchema, response: { 200: OrderSchema } } }, async (request) =>
    orders.get((await sessionOf(request)).user.id, request.params.id),
  );

  app.get("/api/orders/:id/cancellation", { schema: { tags, params: OrderParamsSchema, response: { 200: CancellationPreviewSchema } } }, async (request) =>
    orders.cancellation((await sessionOf(request)).user.id, request.params.id),
  );

  app.post("/api/orders/:id/cancel", { schema: { tags, params: OrderParamsSchema, response: { 200: OrderSchema } } }, async (request) =>
    orders.cancel((await sessionOf(request)).user.id, request.params.id),
  );
};
