import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SearchSuggestionsSchema, SearchSuggestQuerySchema } from "@shared/schemas/search-suggest";
import type { SearchSuggestService } from "./search-suggest.service";

/** Browsers may keep suggestions this long: typing back over the same letters asks the shop nothing. */
const CACHE_SECONDS = 30;

export const searchSuggestRoutes: FastifyPluginAsyncZod<{ suggestions: SearchSuggestService }> = async (app, { suggestions }) => {
  app.get(
    "/api/search/suggest",
    { schema: { tags: ["catalogue"], querystring: SearchSuggestQuerySchema, response: { 200: SearchSuggestionsSchema } } },
    async (request, reply) => {
      const answer = await suggestions.suggest(request.query.q);
      reply.header("cache-control", `public, max-age=${CACHE_SECONDS}`);
      return answer;
    },
  );
};
