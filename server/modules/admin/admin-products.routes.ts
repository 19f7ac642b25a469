import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminCategoryTaxSchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  BulkCreatedSchema,
  BulkProductsSchema,
  CategoryIdParamSchema,
  CategoryTaxFormSchema,
  ProductFormSchema,
  ProductIdParamSchema,
} from "@shared/schemas/admin-products";
import { requireAdmin } from "../../plugins/auth";
import type { AdminProductsService } from "./admin-products.service";

export const adminProductsRoutes: FastifyPluginAsyncZod<{ adminProducts: AdminProductsService }> = async (app, { adminProducts }) => {
  const tags = ["admin"];
  app.addHook("onRequest", requireAdmin);

  app.get("/api/admin/products", { schema: { tags, querystring: AdminProductListQuerySchema, response: { 200: AdminProductListSchema } } }, (request) =>
    adminProducts.list(request.query),
  );

  app.post("/api/admin/products", { schema: { tags, body: ProductFormSchema, response: { 201: AdminProductSchema } } }, async (request, reply) =>
    reply.status(201).send(await adminProducts.create(request.body)),
  );

  app.post("/api/admin/products/bulk", { schema: { tags, body: BulkProductsSchema, response: { 201: BulkCreatedSchema } } }, async (request, reply) =>
    reply.status(201).send(await adminProducts.createMany(request.body.products)),
  );

  app.post(
    "/api/admin/products/:id/duplicate",
    { schema: { tags, params: ProductIdParamSchema, response: { 201: AdminProductSchema } } },
    async (request, reply) => reply.status(201).send(await adminProducts.duplicate(request.params.id)),
  );

  app.post("/api/admin/products/:id/publish", { schema: { tags, params: ProductIdParamSchema, response: { 200: AdminProductSchema } } }, (request) =>
    adminProducts.publish(request.params.id),
  );

  app.put(
    "/api/admin/products/:id",
    { schema: { tags, params: ProductIdParamSchema, body: ProductFormSchema, response: { 200: AdminProductSchema } } },
    (request) => adminProducts.update(request.params.id, request.body),
  );

  app.get("/api/admin/categories", { schema: { tags, response: { 200: z.array(AdminCategoryTaxSchema) } } }, () => adminProducts.listCategoryTax());

  app.put(
    "/api/admin/categories/:id/tax",
    { schema: { tags, params: CategoryIdParamSchema, body: CategoryTaxFormSchema, response: { 200: AdminCategoryTaxSchema } } },
    (request) => adminProducts.setCategoryTax(request.params.id, request.body),
  );

  app.delete("/api/admin/products/:id", { schema: { tags, params: ProductIdParamSchema } }, async (request, reply) => {
    await adminProducts.remove(request.params.id);
    return reply.status(204).send();
  });
};
