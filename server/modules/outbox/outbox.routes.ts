import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OutboxListQuerySchema, OutboxListSchema, OutboxMailParamsSchema, OutboxMailViewSchema } from "@shared/schemas/outbox";
import { requireAdmin } from "../../plugins/auth";
import type { OutboxAdminService } from "./outbox-admin.service";

/** The back office's outbox: the mails the shop wrote, and each one as its recipient sees it. Administrators only. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxAdminService }> = async (app, { outbox }) => {
  const tags = ["admin"];
  app.addHook("onRequest", requireAdmin);

  // A mail may hold a one-time link (a password reset): no answer is kept by a cache.
  app.get("/api/admin/outbox", { schema: { tags, querystring: OutboxListQuerySchema, response: { 200: OutboxListSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return outbox.list(request.query);
  });

  app.get("/api/admin/outbox/:id", { schema: { tags, params: OutboxMailParamsSchema, response: { 200: OutboxMailViewSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { mail: await outbox.view(request.params.id) };
  });
};
