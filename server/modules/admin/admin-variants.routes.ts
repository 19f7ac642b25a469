import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ProductIdParamSchema } from "@shared/schemas/admin-products";
import { AdminProductVariantsSchema, ProductVariantsFormSchema } from "@shared/schemas/admin-variants";
import { requireAdmin } from "../../plugins/auth";
import type { AdminVariantsService } from "./admin-variants.service";

export const adminVariantsRoutes: FastifyPluginAsyncZod<{ adminVariants: AdminVariantsService }> = async (app, { adminVariants }) => {
  const tags = ["admin"];
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/api/admin/products/:id/variants",
    { schema: { tags, params: ProductIdParamSchema, response: { 200: AdminProductVariantsSchema } } },
    (request) => adminVariants.get(request.params.id),
  );

  app.put(
    "/api/admin/products/:id/variants",
    { schema: { tags, params: ProductIdParamSchema, body: ProductVariantsFormSchema, response: { 200: AdminProductVariantsSchema } } },
    (request) => adminVariants.replace(request.params.id, request.body),
  );
};
