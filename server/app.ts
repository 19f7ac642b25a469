import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createAdminInsightsService } from "./modules/admin/admin-insights.service";
import { createAdminMessagesService } from "./modules/admin/admin-messages.service";
import { adminOperationsRoutes } from "./modules/admin/admin-operations.routes";
import { createAdminOrdersService } from "./modules/admin/admin-orders.service";
import { adminProductsRoutes } from "./modules/admin/admin-products.routes";
import { createAdminProductsService } from "./modules/admin/admin-products.service";
import { createAdminUsersService } from "./modules/admin/admin-users.service";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { createAccountsService } from "./modules/accounts/accounts.service";
import { oidcRoutes } from "./modules/accounts/oidc.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { createCartService } from "./modules/cart/cart.service";
import { contactRoutes } from "./modules/contact/contact.routes";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { createPaymentsService } from "./modules/payments/payments.service";
import { sandboxRoutes } from "./modules/payments/sandbox/sandbox.routes";
import { scheduleUnpaidOrderExpiry } from "./modules/payments/expiry-job";
import { selectGateway } from "./modules/payments/select-gateway";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { createOrdersService } from "./modules/orders/orders.service";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { createPageMetaResolver } from "./modules/seo/page-meta";
import { seoRoutes } from "./modules/seo/seo.routes";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes";
import { createWishlistService } from "./modules/wishlist/wishlist.service";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { forgetCachedStockAfterOrders } from "./modules/catalog/stock-moves";
import { mediaRoutes } from "./modules/media/media.routes";
import { imageProxyRoutes } from "./modules/media/image-proxy.routes";
import { createObjectStorage } from "./modules/uploads/object-storage";
import { uploadsRoutes } from "./modules/uploads/uploads.routes";
import { createUploadsService } from "./modules/uploads/uploads.service";
import { authPlugin } from "./plugins/auth";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { healthRoutes } from "./plugins/health";
import { openapiPlugin } from "./plugins/openapi";
import { securityPlugin } from "./plugins/security";
import { webPlugin } from "./plugins/web";

declare module "fastify" {
  interface FastifyInstance {
    routeList: ReadonlyArray<{ method: string; url: string }>;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app is; tests point it elsewhere or at nothing. */
  webDistDir?: string;
  /** Background jobs (expiring unpaid orders); the server runs them, tests call them directly. */
  runJobs?: boolean;
}

/** Builds the whole shop as a Fastify instance. It never listens: index.ts does, tests inject. */
export async function buildApp({ config, database, webDistDir, runJobs = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    bodyLimit: 1_048_576,
    trustProxy: true,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route the shop serves, for tests that must cover routes added later (e.g. admin access).
  const routeList: Array<{ method: string; url: string }> = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate("routeList", routeList);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(healthRoutes, { database });

  // Signs what the shop must recognise later (sign-in flow cookies, sandbox payments); random in tests.
  const secret = config.sessionSecret ?? randomBytes(32).toString("hex");
  await app.register(authPlugin, { secret, config, accounts: createAccountsService(database.db) });
  await app.register(accountsRoutes);
  await app.register(oidcRoutes, { config });

  const catalog = createCatalogService(database.db, { cacheSeconds: config.catalogCacheSeconds });
  forgetCachedStockAfterOrders(app, catalog);
  await app.register(catalogRoutes, { catalog });
  await app.register(adminProductsRoutes, { adminProducts: createAdminProductsService(database.db, () => catalog.clearCache()) });
  await app.register(adminOperationsRoutes, {
    orders: createAdminOrdersService(database.db),
    insights: createAdminInsightsService(database.db),
    users: createAdminUsersService(database.db),
    messages: createAdminMessagesService(database.db),
  });
  await app.register(reviewsRoutes, { db: database.db, onReviewWritten: () => catalog.clearCache() });
  await app.register(cartRoutes, { cart: createCartService(database.db) });
  await app.register(wishlistRoutes, { wishlist: createWishlistService(database.db) });
  await app.register(ordersRoutes, { orders: createOrdersService(database.db) });
  const { gateway, sandbox } = selectGateway(config, secret);
  const payments = createPaymentsService(database.db, gateway);
  await app.register(paymentsRoutes, { payments, gateway, db: database.db });
  if (runJobs) scheduleUnpaidOrderExpiry(app, payments, () => catalog.clearCache());
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
  await app.register(newsletterRoutes, { db: database.db });
  await app.register(contactRoutes, { db: database.db });
  const storage = await createObjectStorage(config, secret);
  await app.register(uploadsRoutes, { uploads: createUploadsService(database.db, storage), storage });
  await app.register(mediaRoutes, { dataDir: config.dataDir, storage });
  await app.register(imageProxyRoutes);

  await app.register(seoRoutes, { db: database.db, catalog, publicUrl: config.publicUrl, cacheSeconds: config.catalogCacheSeconds });

  const pageMeta = createPageMetaResolver({ catalog, cacheSeconds: config.catalogCacheSeconds });
  await app.register(webPlugin, { distDir: webDistDir, pageMeta, publicUrl: config.publicUrl });
  return app;
}
