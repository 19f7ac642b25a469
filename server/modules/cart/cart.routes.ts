import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AddToCartSchema,
  BulkAddResponseSchema,
  BulkAddToCartSchema,
  CartItemSchema,
  CartLineParamsSchema,
  UpdateCartItemSchema,
} from "@shared/schemas/cart";
import { requireUser, sessionOf } from "../../plugins/auth";
import type { CartService } from "./cart.service";

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  const tags = ["cart"];
  app.addHook("onRequest", requireUser);
  const userId = async (request: Parameters<typeof sessionOf>[0]) => (await sessionOf(request)).user.id;

  app.get("/api/cart", { schema: { tags, response: { 200: z.array(CartItemSchema) } } }, async (request) => cart.list(await userId(request)));

  app.post("/api/cart", { schema: { tags, body: AddToCartSchema, response: { 201: CartItemSchema } } }, async (request, reply) =>
    reply.status(201).send(await cart.add(await userId(request), request.body)),
  );

  app.post("/api/cart/bulk", { schema: { tags, body: BulkAddToCartSchema, response: { 200: BulkAddResponseSchema } } }, async (request) =>
    cart.addMany(await userId(request), request.body),
  );

  app.put("/api/cart/:id", { schema: { tags, params: CartLineParamsSchema, body: UpdateCartItemSchema, response: { 200: CartItemSchema } } }, async (request) =>
    cart.setQuantity(await userId(request), request.params.id, request.body.quantity),
  );

  app.delete("/api/cart/:id", { schema: { tags, params: CartLineParamsSchema } }, async (request, reply) => {
    await cart.remove(await userId(request), request.params.id);
    return reply.status(204).send();
  });

  app.delete("/api/cart", { schema: { tags } }, async (request, reply) => {
    await cart.clear(await userId(request));
    return reply.status(204).send();
  });
};
