import type { Database } from "../../db/client";
import type { CatalogService } from "../catalog/catalog.service";
import { createReadCache } from "../catalog/read-cache";
import * as repo from "./seo.repo";
import { SITEMAP_MAX_URLS, type SitemapEntry } from "./sitemap";

export interface SeoDeps {
  catalog: CatalogService;
  /** How long the sitemap's entries are kept in memory. */
  cacheSeconds: number;
}

const STATIC_PATHS = ["/", "/products", "/about", "/contact"];

export function createSeoService(db: Database, { catalog, cacheSeconds }: SeoDeps) {
  const entriesCache = createReadCache<SitemapEntry[]>({ ttlMs: cacheSeconds * 1000, maxEntries: 1 });

  async function loadEntries(): Promise<SitemapEntry[]> {
    const [categories, products] = await Promise.all([catalog.listCategories(), repo.listActiveProductSlugs(db, SITEMAP_MAX_URLS)]);
    return [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...categories.map((category) => ({ path: `/products?category=${encodeURIComponent(category.slug)}` })),
      ...products.map((product) => ({ path: `/products/${encodeURIComponent(product.slug)}`, lastModified: product.updatedAt })),
    ];
  }

  return {
    /** The sitemap's pages: the storefront's own, each category and every active product. */
    sitemapEntries: (): Promise<SitemapEntry[]> => entriesCache.get("all", loadEntries),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
