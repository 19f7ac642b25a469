import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AdminShopPageListSchema,
  AdminShopPageViewSchema,
  ShopPageInputSchema,
  ShopPagePreviewInputSchema,
  ShopPagePreviewSchema,
  ShopPageSchema,
  ShopPageSlugParamsSchema,
} from "@shared/schemas/shop-pages";
import { requireAdmin, sessionOf } from "../../plugins/auth";
import type { ShopPagesService } from "./shop-pages.service";

/** The policy and company pages: read by everyone, edited by administrators (docs/product/policy-pages.md). */
export const shopPagesRoutes: FastifyPluginAsyncZod<{ shopPages: ShopPagesService }> = async (app, { shopPages }) => {
  app.get(
    "/api/pages/:slug",
    { schema: { tags: ["pages"], params: ShopPageSlugParamsSchema, response: { 200: ShopPageSchema } } },
    async (request) => shopPages.get(request.params.slug),
  );

  const admin = { tags: ["admin"] };
  app.get("/api/admin/pages", { schema: { ...admin, response: { 200: AdminShopPageListSchema } }, onRequest: requireAdmin }, async () => ({
    pages: await shopPages.list(),
  }));

  app.post(
    "/api/admin/pages/preview",
    { schema: { ...admin, body: ShopPagePreviewInputSchema, response: { 200: ShopPagePreviewSchema } }, onRequest: requireAdmin },
    async (request) => shopPages.preview(request.body.body),
  );

  app.put(
    "/api/admin/pages/:slug",
    { schema: { ...admin, params: ShopPageSlugParamsSchema, body: ShopPageInputSchema, response: { 200: AdminShopPageViewSchema } }, onRequest: requireAdmin },
    async (request) => ({ page: await shopPages.update(request.params.slug, request.body, (await sessionOf(request)).user.id) }),
  );
};
