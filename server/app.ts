import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { PageDescriber, PageRenderer } from "@shared/page-render";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createEventBus } from "./events/event-bus";
import { createPostgresTransport } from "./events/postgres-transport";
import { createJobRunner } from "./jobs/job-runner";
import { scheduleStore } from "./jobs/schedules.repo";
import { createAdminInsightsService } from "./modules/insights/admin-insights.service";
import { adminOperationsRoutes } from "./modules/admin/admin-operations.routes";
import { adminProductsRoutes } from "./modules/admin/admin-products.routes";
import { createAdminProductsService } from "./modules/admin/admin-products.service";
import { adminVariantsRoutes } from "./modules/admin/admin-variants.routes";
import { createAdminVariantsService } from "./modules/admin/admin-variants.service";
import { createAdminUsersService } from "./modules/accounts/admin-users.service";
import { createAdminMessagesService } from "./modules/contact/admin-messages.service";
import { createAdminSubscribersService } from "./modules/newsletter/admin-subscribers.service";
import { gstSummaryRoutes } from "./modules/gst-summary/gst-summary.routes";
import { createGstSummaryService } from "./modules/gst-summary/gst-summary.service";
import { outboxRoutes } from "./modules/outbox/outbox.routes";
import { createOutboxAdminService } from "./modules/outbox/outbox-admin.service";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { createAccountsService } from "./modules/accounts/accounts.service";
import { oidcRoutes } from "./modules/accounts/oidc.routes";
import { createPasswordHasher, type ScryptCost } from "./modules/accounts/password";
import { cartFormsRoutes } from "./modules/cart/cart-forms.routes";
import { variantWithOptions } from "./modules/catalog/variant-choice";
import { cartRoutes } from "./modules/cart/cart.routes";
import { shopSettingsRoutes } from "./modules/shop-settings/shop-settings.routes";
import { createShopSettingsService } from "./modules/shop-settings/shop-settings.service";
import { createCartService } from "./modules/cart/cart.service";
import { contactRoutes } from "./modules/contact/contact.routes";
import { adminDeliveryRoutes, deliveryRoutes } from "./modules/delivery/delivery.routes";
import { createDeliveryService } from "./modules/delivery/delivery.service";
import { createContactService } from "./modules/contact/contact.service";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { unsubscribeUrl } from "./modules/newsletter/unsubscribe-token";
import { dataRightsRoutes } from "./modules/data-rights/data-rights.routes";
import { createDataRightsService } from "./modules/data-rights/data-rights.service";
import { createNewsletterService } from "./modules/newsletter/newsletter.service";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { createPaymentsService } from "./modules/payments/payments.service";
import { sandboxRoutes } from "./modules/payments/sandbox/sandbox.routes";
import { scheduleUnpaidOrderExpiry } from "./modules/payments/expiry-job";
import { scheduleHousekeeping } from "./modules/housekeeping/housekeeping.job";
import { createHousekeepingService } from "./modules/housekeeping/housekeeping.service";
import { selectGateway } from "./modules/payments/select-gateway";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { queueRefundSending } from "./modules/refunds/refunds.job";
import { createSmtpTransport } from "./modules/outbox/mail-transport";
import { orderMailsWithinTransaction } from "./modules/orders/order-mails";
import { queueMailSending } from "./modules/outbox/outbox.job";
import { createOutboxService } from "./modules/outbox/outbox.service";
import { refundsRoutes } from "./modules/refunds/refunds.routes";
import { createRefundsService } from "./modules/refunds/refunds.service";
import { refundHooks } from "./modules/refunds/refund-hooks";
import { createAdminOrdersService } from "./modules/orders/admin-orders.service";
import { createOrdersService } from "./modules/orders/orders.service";
import { createTaxDocumentsService } from "./modules/tax-documents/tax-documents.service";
import { taxDocumentsRoutes } from "./modules/tax-documents/tax-documents.routes";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { createReviewsService } from "./modules/reviews/reviews.service";
import { searchInsightsRoutes } from "./modules/search-insights/search-insights.routes";
import { searchSuggestRoutes } from "./modules/search-suggest/search-suggest.routes";
import { createSearchSuggestService } from "./modules/search-suggest/search-suggest.service";
import { createSearchInsightsService } from "./modules/search-insights/search-insights.service";
import { createSearchRecorder } from "./modules/search-insights/search-recorder";
import { searchSynonymsRoutes } from "./modules/search-synonyms/search-synonyms.routes";
import { createSearchSynonymsService } from "./modules/search-synonyms/search-synonyms.service";
import { createVisitorPageCache, VISITOR_PAGES_KEPT } from "./modules/seo/visitor-pages";
import { seoRoutes } from "./modules/seo/seo.routes";
import { createSeoService } from "./modules/seo/seo.service";
import { shopPagesRoutes } from "./modules/shop-pages/shop-pages.routes";
import { createShopPagesService } from "./modules/shop-pages/shop-pages.service";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes";
import { createWishlistService } from "./modules/wishlist/wishlist.service";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { createBestRatedSource, createCatalogIndexSource, createSearchWordsSource } from "./modules/search/public";
import { mediaRoutes } from "./modules/media/media.routes";
import { imageProxyRoutes } from "./modules/media/image-proxy.routes";
import { createImageProxyService } from "./modules/media/image-proxy.service";
import { createObjectStorage } from "./modules/uploads/object-storage";
import { uploadsRoutes } from "./modules/uploads/uploads.routes";
import { createUploadsService } from "./modules/uploads/uploads.service";
import { authPlugin } from "./plugins/auth";
import { answerFrameworkError, errorHandlerPlugin } from "./plugins/error-handler";
import { answerOnlyHealthChecks, healthRoutes } from "./plugins/health";
import { openapiPlugin } from "./plugins/openapi";
import { requestDeadlinesPlugin, SERVER_TIMEOUTS } from "./plugins/request-deadlines";
import { type LogDestination, requestLogOptions } from "./plugins/request-log";
import { createResponseSerializerCompiler } from "./plugins/response-serializer";
import { securityPlugin } from "./plugins/security";
import { webPlugin } from "./plugins/web";
import { fastifyTrustProxy } from "./trust-proxy";

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
  /** Renders the app's pages on the server (the web build's server entry, see server/page-renderer.ts); without it the browser renders them. */
  renderPage?: PageRenderer;
  /** Says what the route table knows of a page the server did not render (its head and code), from the same entry. */
  describePage?: PageDescriber;
  /**
   * Background jobs (sending mail and refunds, expiring unpaid orders, housekeeping): a worker runs them
   * (true); a web process never does (false); route tests let refunds go when kicked, calling the rest
   * themselves ("on kick").
   */
  runJobs?: boolean | "on kick";
  /** Password hashing parameters; tests lower them, the shop always uses the production ones. */
  passwordCost?: ScryptCost;
  /** How long a request body (other than an upload) may take to arrive; tests shorten it. */
  bodyDeadlineMs?: number;
  /** Where the log is written (standard output unless given); tests read it. */
  logDestination?: LogDestination;
}

/** Builds the whole shop as a Fastify instance. It never listens: index.ts does, tests inject. */
export async function buildApp({ config, database, webDistDir, renderPage, describePage, runJobs = false, passwordCost, bodyDeadlineMs, logDestination }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : requestLogOptions(config.logLevel, logDestination),
    bodyLimit: 1_048_576,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...SERVER_TIMEOUTS,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // Past the cap Node closes a new connection at once, before any byte is read, instead of letting slow
  // or idle clients use up memory and file descriptors the connections being served need.
  app.server.maxConnections = config.maxConnections;

  // Every route the shop serves, for tests that must cover routes added later (e.g. admin access).
  const routeList: Array<{ method: string; url: string }> = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate("routeList", routeList);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkAgainstSchema: config.env !== "production" }));

  await app.register(errorHandlerPlugin);
  await app.register(requestDeadlinesPlugin, { bodyDeadlineMs });
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);
  await app.register(healthRoutes, { database });
  if (config.role === "worker") app.addHook("onRequest", answerOnlyHealthChecks);

  // What services announce once committed; on a PostgreSQL server other shop processes hear it too.
  const events = createEventBus({
    log: app.log,
    transport: database.url ? createPostgresTransport({ url: database.url, db: database.db, log: app.log }) : undefined,
  });
  app.addHook("onReady", () => events.start());
  app.addHook("onClose", () => events.close());

  // The one runner of background work (docs/decisions/026-one-job-runner.md).
  const jobs = createJobRunner({ log: app.log, schedules: scheduleStore(database.db) });
  if (runJobs) app.addHook("onReady", async () => jobs.start({ timers: runJobs === true }));

  // Mails are written with what causes them (order mails from its events, before commit), then sent by the outbox job.
  events.onWithinTransaction(orderMailsWithinTransaction({ orderNotifyEmail: config.mail.orderNotifyEmail }));
  const mailTransport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined;
  const outbox = createOutboxService(database.db, { transport: mailTransport, from: config.mail.from, shopUrl: config.mail.shopUrl });
  const mailSending = queueMailSending(jobs, outbox);
  if (runJobs === true) events.on("mail.queued", () => mailSending.kick());
  app.addHook("onClose", async () => mailTransport?.close());

  // Signs what the shop must recognise later (sign-in flow cookies, sandbox payments); random in tests.
  const secret = config.sessionSecret ?? randomBytes(32).toString("hex");
  const accounts = createAccountsService(database.db, { hasher: createPasswordHasher({ cost: passwordCost }), signupLimits: config.signupLimits, events });
  await app.register(authPlugin, { secret, config, accounts });
  await app.register(accountsRoutes, { accounts });
  await app.register(oidcRoutes, { config, accounts });

  // What shoppers search for, written in batches; the rest is written as the app closes, before the database does.
  const searchRecorder = createSearchRecorder(database.db, { log: app.log });
  app.addHook("onClose", () => searchRecorder.close());
  // The catalogue's words and synonyms, and its best-rated products: read once, shared by search and suggestions.
  // Whatever is kept in memory is read again once this old, should the notification of a change be lost.
  const cacheMaxAgeMs = config.cacheMaxAgeSeconds * 1000;
  const searchWords = createSearchWordsSource(database.db, events, { maxAgeMs: cacheMaxAgeMs });
  const bestRated = createBestRatedSource(database.db, events, { maxAgeMs: cacheMaxAgeMs });
  const index = createCatalogIndexSource(database.db, { log: app.log });
  app.addHook("onClose", () => index.close());
  const catalog = createCatalogService(database.db, { cacheSeconds: config.catalogCacheSeconds, cacheMaxAgeSeconds: config.cacheMaxAgeSeconds, events, searchRecorder, searchWords, bestRated, index });
  await app.register(catalogRoutes, { catalog });
  await app.register(searchSuggestRoutes, { suggestions: createSearchSuggestService(database.db, { searchWords, bestRated, events, index, cacheMaxAgeMs }) });
  await app.register(adminProductsRoutes, { adminProducts: createAdminProductsService(database.db, { events, pricesIncludeGst: config.pricesIncludeGst }) });
  await app.register(adminVariantsRoutes, { adminVariants: createAdminVariantsService(database.db, { events, pricesIncludeGst: config.pricesIncludeGst }) });
  await app.register(searchSynonymsRoutes, { searchSynonyms: createSearchSynonymsService(database.db, { events }) });
  const delivery = createDeliveryService(database.db, { events, cacheMaxAgeMs });
  await app.register(deliveryRoutes, { delivery });
  await app.register(adminDeliveryRoutes, { delivery });
  await app.register(searchInsightsRoutes, { searchInsights: createSearchInsightsService(database.db, { recorder: searchRecorder }) });
  await app.register(adminOperationsRoutes, {
    orders: createAdminOrdersService(database.db, { events, seller: config.seller, refundCancelled: refundHooks.refundCancelled }),
    insights: createAdminInsightsService(database.db),
    users: createAdminUsersService(database.db),
    messages: createAdminMessagesService(database.db),
    subscribers: createAdminSubscribersService(database.db, { unsubscribeUrl: (email) => unsubscribeUrl(config.mail.shopUrl, secret, email) }),
  });
  await app.register(gstSummaryRoutes, { gstSummary: createGstSummaryService(database.db) });
  await app.register(outboxRoutes, { outbox: createOutboxAdminService(database.db, { mail: config.mail }) });
  await app.register(reviewsRoutes, { reviews: createReviewsService(database.db, { events }) });
  const cart = createCartService(database.db, { maxUnitsPerProduct: config.maxUnitsPerProduct });
  await app.register(cartRoutes, { cart });
  await app.register(cartFormsRoutes, { cart, findVariant: (productId, options) => variantWithOptions(database.db, productId, options) });
  await app.register(shopSettingsRoutes, { shopSettings: createShopSettingsService({ pricesIncludeGst: config.pricesIncludeGst, cashOnDelivery: config.cashOnDelivery }) });
  await app.register(wishlistRoutes, { wishlist: createWishlistService(database.db) });
  await app.register(ordersRoutes, { orders: createOrdersService(database.db, { maxUnitsPerProduct: config.maxUnitsPerProduct, pricesIncludeGst: config.pricesIncludeGst, cashOnDelivery: config.cashOnDelivery, events, refundCancelled: refundHooks.refundCancelled }) });
  const { gateway, sandbox } = selectGateway(config, secret);
  const payments = createPaymentsService(database.db, { gateway, maxUnitsPerProduct: config.maxUnitsPerProduct, pricesIncludeGst: config.pricesIncludeGst, events, refunds: refundHooks });
  await app.register(paymentsRoutes, { payments });
  scheduleUnpaidOrderExpiry(jobs, payments, { everyMs: config.jobs.unpaidOrderCheckSeconds * 1000, log: app.log });
  scheduleHousekeeping(jobs, createHousekeepingService(database.db), { log: app.log });
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
  // Gateway refunds go to Razorpay after their transaction commits: at once (kicked), and by the job for retries.
  const refunds = createRefundsService(database.db, { gateway, events });
  const refundSending = queueRefundSending(jobs, refunds);
  events.on("refund.created", () => refundSending.kick());
  await app.register(refundsRoutes, { refunds });
  await app.register(taxDocumentsRoutes, { taxDocuments: createTaxDocumentsService(database.db) });
  await app.register(newsletterRoutes, { newsletter: createNewsletterService(database.db, { secret, events }) });
  await app.register(dataRightsRoutes, { dataRights: createDataRightsService(database.db, { confirmPassword: accounts.confirmPassword }) });
  await app.register(contactRoutes, { contact: createContactService(database.db) });
  // The policy and company pages; any the shop lacks get their default texts as the app starts.
  const shopPages = createShopPagesService(database.db, { settings: { seller: config.seller, grievanceOfficer: config.grievanceOfficer }, pricesIncludeGst: config.pricesIncludeGst });
  app.addHook("onReady", async () => void (await shopPages.ensureDefaults()));
  await app.register(shopPagesRoutes, { shopPages });
  const storage = await createObjectStorage(config, secret);
  await app.register(uploadsRoutes, { uploads: createUploadsService(database.db, storage), storage });
  await app.register(mediaRoutes, { dataDir: config.dataDir, storage });
  await app.register(imageProxyRoutes, { imageProxy: createImageProxyService() });

  const seo = createSeoService(database.db, { catalog, shopPages, cacheSeconds: config.catalogCacheSeconds, cacheMaxAgeSeconds: config.cacheMaxAgeSeconds });
  await app.register(seoRoutes, { seo, publicUrl: config.publicUrl });

  // Catalogue pages rendered for visitors, kept as long as catalogue answers are and forgotten with them.
  const visitorPages = createVisitorPageCache({ ttlMs: Math.min(config.catalogCacheSeconds * 1000, cacheMaxAgeMs), maxEntries: VISITOR_PAGES_KEPT });
  for (const name of ["stock.changed", "product.changed", "review.written", "search.synonyms_changed", "delivery.changed"] as const) {
    events.on(name, () => visitorPages.clear());
  }
  events.onMissed(() => visitorPages.clear());
  await app.register(webPlugin, { distDir: webDistDir, renderPage, describePage, visitorPages, publicUrl: config.publicUrl });
  // onClose hooks run last added first: the jobs finish their work before the mail transport, the event bus and the database close.
  app.addHook("onClose", () => jobs.stop());
  return app;
}
