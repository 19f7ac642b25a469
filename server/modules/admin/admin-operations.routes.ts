import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminMessagesSchema,
  AdminOrderListQuerySchema,
  AdminOrderSchema,
  AdminStatsSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  AdminUsersSchema,
  AdminUserUpdateSchema,
  AnalyticsQuerySchema,
  AnalyticsSchema,
  OrderStatusUpdateSchema,
  UserIdParamSchema,
} from "@shared/schemas/admin";
import { OrderParamsSchema } from "@shared/schemas/orders";
import { requireAdmin, sessionOf } from "../../plugins/auth";
import type { AdminUsersService } from "../accounts/admin-users.service";
import type { AdminMessagesService } from "../contact/admin-messages.service";
import type { AdminInsightsService } from "../insights/admin-insights.service";
import type { AdminSubscribersService } from "../newsletter/admin-subscribers.service";
import type { AdminOrdersService } from "../orders/admin-orders.service";

interface Services {
  orders: AdminOrdersService;
  insights: AdminInsightsService;
  users: AdminUsersService;
  messages: AdminMessagesService;
  subscribers: AdminSubscribersService;
}

/**
 * Orders, dashboard figures, analytics, users and messages of the back office: administrators only.
 * Each is answered by the service of the module whose data it is (orders, insights, accounts, contact,
 * newsletter); the routes stay together because they are one screen set behind one guard.
 */
export const adminOperationsRoutes: FastifyPluginAsyncZod<Services> = async (app, { orders, insights, users, messages, subscribers }) => {
  const tags = ["admin"];
  app.addHook("onRequest", requireAdmin);

  app.get("/api/admin/orders", { schema: { tags, querystring: AdminOrderListQuerySchema, response: { 200: z.array(AdminOrderSchema) } } }, async (request, reply) => {
    const { orders: list, total } = await orders.list(request.query);
    reply.header("x-total-count", String(total));
    return list;
  });

  app.put(
    "/api/admin/orders/:id/status",
    { schema: { tags, params: OrderParamsSchema, body: OrderStatusUpdateSchema, response: { 200: AdminOrderSchema } } },
    async (request) => orders.changeStatus((await sessionOf(request)).user.id, request.params.id, request.body),
  );

  app.get("/api/admin/stats", { schema: { tags, response: { 200: AdminStatsSchema } } }, () => insights.stats());

  app.get("/api/admin/analytics", { schema: { tags, querystring: AnalyticsQuerySchema, response: { 200: AnalyticsSchema } } }, (request) =>
    insights.analytics(request.query.days),
  );

  app.get("/api/admin/users", { schema: { tags, querystring: AdminUsersQuerySchema, response: { 200: AdminUsersSchema } } }, (request) =>
    users.list(request.query.search || undefined),
  );

  app.put("/api/admin/users/:id", { schema: { tags, params: UserIdParamSchema, body: AdminUserUpdateSchema, response: { 200: AdminUserSchema } } }, (request) =>
    users.setAdministrator(request.params.id, request.body.isAdmin),
  );

  app.get("/api/admin/messages", { schema: { tags, response: { 200: AdminMessagesSchema } } }, async () => ({
    messages: await messages.list(),
    ...(await subscribers.list()),
  }));

  app.get("/api/admin/subscribers.csv", { schema: { tags } }, async (_request, reply) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="newsletter-subscribers.csv"')
      .header("cache-control", "no-store")
      .send(await subscribers.subscribersCsv()),
  );
};
