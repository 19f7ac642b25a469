import type { FastifyInstance } from "fastify";
import type { CatalogService } from "./catalog.service";

/** The requests after which products' stock may have moved: orders placed, cancelled, paid or changed. */
const STOCK_MOVING_ROUTES = new Set([
  "POST /api/orders",
  "POST /api/orders/:id/cancel",
  "POST /api/payment/create-order",
  "POST /api/payment/verify",
  "POST /api/payment/webhook",
  "PUT /api/admin/orders/:id/status",
]);

/**
 * Lists and product pages show stock, and the catalogue serves them from its read cache. Once such a
 * request has done its work (its transaction committed), and before its answer goes out, the cache is
 * cleared: the shopper who just bought the last one, and everyone after, see it sold out.
 */
export function forgetCachedStockAfterOrders(app: FastifyInstance, catalog: CatalogService): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 && STOCK_MOVING_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) catalog.clearCache();
    return payload;
  });
}
