import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SearchInsightsQuerySchema, SearchInsightsSchema } from "@shared/schemas/search-insights";
import { requireAdmin } from "../../plugins/auth";
import type { SearchInsightsService } from "./search-insights.service";

/** What shoppers searched for, on the back office's analytics page. Administrators only. */
export const searchInsightsRoutes: FastifyPluginAsyncZod<{ searchInsights: SearchInsightsService }> = async (app, { searchInsights }) => {
  app.addHook("onRequest", requireAdmin);

  app.get(
    "/api/admin/search-insights",
    { schema: { tags: ["admin"], querystring: SearchInsightsQuerySchema, response: { 200: SearchInsightsSchema } } },
    (request) => searchInsights.report(request.query.days),
  );
};
