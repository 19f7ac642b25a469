import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import type { CatalogService } from "../catalog/catalog.service";
import { createReadCache } from "../catalog/read-cache";
import { listActiveProductSlugs } from "./seo.repo";
import { siteOrigin } from "./site-origin";
import { robotsTxt, SITEMAP_MAX_URLS, type SitemapEntry, sitemapXml } from "./sitemap";

export interface SeoRoutesOptions {
  db: Database;
  catalog: CatalogService;
  publicUrl: string | undefined;
  cacheSeconds: number;
}

const STATIC_PATHS = ["/", "/products", "/about", "/contact"];
/** Crawlers come rarely; shared caches may keep these for an hour. */
const CACHE_CONTROL = "public, max-age=3600";

/** /sitemap.xml (the storefront's pages, each category and every active product) and /robots.txt. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { db, catalog, publicUrl, cacheSeconds }) => {
  const entriesCache = createReadCache<SitemapEntry[]>({ ttlMs: cacheSeconds * 1000, maxEntries: 1 });

  async function loadEntries(): Promise<SitemapEntry[]> {
    const [categories, products] = await Promise.all([catalog.listCategories(), listActiveProductSlugs(db, SITEMAP_MAX_URLS)]);
    return [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...categories.map((category) => ({ path: `/products?category=${encodeURIComponent(category.slug)}` })),
      ...products.map((product) => ({ path: `/products/${encodeURIComponent(product.slug)}`, lastModified: product.updatedAt })),
    ];
  }

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const entries = await entriesCache.get("all", loadEntries);
    return reply
      .header("cache-control", CACHE_CONTROL)
      .type("application/xml; charset=utf-8")
      .send(sitemapXml(siteOrigin(publicUrl, request), entries));
  });

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    return reply.header("cache-control", CACHE_CONTROL).type("text/plain; charset=utf-8").send(robotsTxt(siteOrigin(publicUrl, request)));
  });
};
