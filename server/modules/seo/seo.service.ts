import type { Database } from "../../db/client";
import type { CatalogService } from "../catalog/catalog.service";
import { createReadCache } from "../catalog/read-cache";
import type { ShopPagesService } from "../shop-pages/shop-pages.service";
import * as repo from "./seo.repo";
import { SITEMAP_MAX_URLS, type SitemapEntry } from "./sitemap";

export interface SeoDeps {
  catalog: CatalogService;
  /** The policy and company pages, listed after the storefront's own. */
  shopPages: Pick<ShopPagesService, "sitemapPages">;
  /** How long the sitemap's entries are kept in memory, and served at most. */
  cacheSeconds: number;
  cacheMaxAgeSeconds: number;
}

const STATIC_PATHS = ["/", "/products", "/about", "/contact"];

export function createSeoService(db: Database, { catalog, shopPages, cacheSeconds, cacheMaxAgeSeconds }: SeoDeps) {
  const entriesCache = createReadCache<SitemapEntry[]>({ ttlMs: cacheSeconds * 1000, maxEntries: 1, maxAgeMs: cacheMaxAgeSeconds * 1000 });

  async function loadEntries(): Promise<SitemapEntry[]> {
    const [categories, products, pages] = await Promise.all([
      catalog.listCategories(),
      repo.listActiveProductSlugs(db, SITEMAP_MAX_URLS),
      shopPages.sitemapPages(),
    ]);
    return [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...pages,
      ...categories.map((category) => ({ path: `/products?category=${encodeURIComponent(category.slug)}` })),
      ...products.map((product) => ({ path: `/products/${encodeURIComponent(product.slug)}`, lastModified: product.updatedAt })),
    ];
  }

  return {
    /** The sitemap's pages: the storefront's own, the policy and company pages, each category and every active product. */
    sitemapEntries: (): Promise<SitemapEntry[]> => entriesCache.get("all", loadEntries),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
