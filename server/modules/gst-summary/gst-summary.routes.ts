import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GstSummaryQuerySchema, GstSummarySchema } from "@shared/schemas/gst-summary";
import { requireAdmin } from "../../plugins/auth";
import type { GstSummaryService } from "./gst-summary.service";

/** The owner's monthly GST summary, as JSON for the back office and as CSV for the accountant: administrators only. */
export const gstSummaryRoutes: FastifyPluginAsyncZod<{ gstSummary: GstSummaryService }> = async (app, { gstSummary }) => {
  const tags = ["admin"];
  app.addHook("onRequest", requireAdmin);

  app.get("/api/admin/gst-summary", { schema: { tags, querystring: GstSummaryQuerySchema, response: { 200: GstSummarySchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return gstSummary.summary(request.query.month);
  });

  app.get("/api/admin/gst-summary.csv", { schema: { tags, querystring: GstSummaryQuerySchema } }, async (request, reply) => {
    const { month, body } = await gstSummary.csv(request.query.month);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="gst-summary-${month}.csv"`)
      .header("cache-control", "no-store")
      .send(body);
  });
};
