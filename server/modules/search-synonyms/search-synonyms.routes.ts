import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  SearchSynonymGroupInputSchema,
  SearchSynonymGroupViewSchema,
  SearchSynonymIdParamSchema,
  SearchSynonymListSchema,
} from "@shared/schemas/search-synonyms";
import { requireAdmin } from "../../plugins/auth";
import type { SearchSynonymsService } from "./search-synonyms.service";

/** The words shoppers use for the same thing, kept in the back office (docs/product/admin-products.md). Administrators only. */
export const searchSynonymsRoutes: FastifyPluginAsyncZod<{ searchSynonyms: SearchSynonymsService }> = async (app, { searchSynonyms }) => {
  const tags = ["admin"];
  app.addHook("onRequest", requireAdmin);

  app.get("/api/admin/search-synonyms", { schema: { tags, response: { 200: SearchSynonymListSchema } } }, async () => ({ groups: await searchSynonyms.list() }));

  app.post(
    "/api/admin/search-synonyms",
    { schema: { tags, body: SearchSynonymGroupInputSchema, response: { 201: SearchSynonymGroupViewSchema } } },
    async (request, reply) => reply.status(201).send({ group: await searchSynonyms.create(request.body) }),
  );

  app.put(
    "/api/admin/search-synonyms/:id",
    { schema: { tags, params: SearchSynonymIdParamSchema, body: SearchSynonymGroupInputSchema, response: { 200: SearchSynonymGroupViewSchema } } },
    async (request) => ({ group: await searchSynonyms.update(request.params.id, request.body) }),
  );

  app.delete("/api/admin/search-synonyms/:id", { schema: { tags, params: SearchSynonymIdParamSchema } }, async (request, reply) => {
    await searchSynonyms.remove(request.params.id);
    return reply.status(204).send();
  });
};
