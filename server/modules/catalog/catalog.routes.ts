import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BrandSchema,
  CategorySchema,
  CategoryWithSubcategoriesSchema,
  ProductDetailSchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ReviewSchema,
  SlugParamsSchema,
  SubcategorySchema,
} from "@shared/schemas/catalog";
import type { CatalogService } from "./catalog.service";

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const tags = ["catalogue"];

  app.get("/api/categories", { schema: { tags, response: { 200: z.array(CategorySchema) } } }, () => catalog.listCategories());

  app.get("/api/subcategories", { schema: { tags, response: { 200: z.array(SubcategorySchema) } } }, () => catalog.listSubcategories());

  app.get(
    "/api/categories-with-subcategories",
    { schema: { tags, response: { 200: z.array(CategoryWithSubcategoriesSchema) } } },
    () => catalog.listCategoriesWithSubcategories(),
  );

  app.get("/api/brands", { schema: { tags, response: { 200: z.array(BrandSchema) } } }, () => catalog.listBrands());

  app.get(
    "/api/products",
    { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
    (request) => catalog.listProducts(request.query),
  );

  app.get(
    "/api/products/:slug",
    { schema: { tags, params: SlugParamsSchema, response: { 200: ProductDetailSchema } } },
    (request) => catalog.getProduct(request.params.slug),
  );

  app.get(
    "/api/products/:id/reviews",
    { schema: { tags, params: ProductIdParamsSchema, response: { 200: z.array(ReviewSchema) } } },
    (request) => catalog.listReviews(request.params.id),
  );
};
