import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AddToWishlistSchema, WishlistItemSchema, WishlistParamsSchema } from "@shared/schemas/cart";
import { requireUser, sessionOf } from "../../plugins/auth";
import type { WishlistService } from "./wishlist.service";

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  const tags = ["wishlist"];
  app.addHook("onRequest", requireUser);

  app.get("/api/wishlist", { schema: { tags, response: { 200: z.array(WishlistItemSchema) } } }, async (request) =>
    wishlist.list((await sessionOf(request)).user.id),
  );

  app.post("/api/wishlist", { schema: { tags, body: AddToWishlistSchema, response: { 200: WishlistItemSchema, 201: WishlistItemSchema } } }, async (request, reply) => {
    const { item, created } = await wishlist.add((await sessionOf(request)).user.id, request.body.productId);
    return reply.status(created ? 201 : 200).send(item);
  });

  app.delete("/api/wishlist/:productId", { schema: { tags, params: WishlistParamsSchema } }, async (request, reply) => {
    await wishlist.remove((await sessionOf(request)).user.id, request.params.productId);
    return reply.status(204).send();
  });
};
