import { SHOP_PAGE_SLUGS, type ShopPageSlug } from "@shared/constants";
import { type AdminShopPage, isShopPageSlug, type ShopPage, type ShopPageForm, type ShopPagePreview } from "@shared/schemas/shop-pages";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { defaultPages } from "./default-pages";
import { hasPageDetails, pageDetails, type PageDetailsSettings } from "./page-details";
import { renderMarkdown } from "./render-markdown";
import * as repo from "./shop-pages.repo";

export interface ShopPagesDeps {
  /** The seller and grievance officer as configured: the pages that name them show them from here. */
  settings: PageDetailsSettings;
  /** PRICES_INCLUDE_GST, which the FAQ's default answer on GST follows. */
  pricesIncludeGst: boolean;
}

const toAdminPage = (row: repo.ShopPageRow): AdminShopPage => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  body: row.body,
  hasDetails: hasPageDetails(row.slug),
  updatedAt: row.updatedAt.toISOString(),
});

function knownSlug(slug: string): ShopPageSlug {
  if (!isShopPageSlug(slug)) throw notFound("Page");
  return slug;
}

/**
 * The policy and company pages (docs/product/policy-pages.md). Pages are read from the database on
 * every request, with no copy kept in memory, so an edit shows at once on every shop process.
 */
export function createShopPagesService(db: Database, { settings, pricesIncludeGst }: ShopPagesDeps) {
  const defaults = defaultPages({ pricesIncludeGst });
  return {
    /** Adds any page the shop lacks with its default text (at start-up); returns how many were added. */
    ensureDefaults(): Promise<number> {
      return repo.insertMissingPages(
        db,
        SHOP_PAGE_SLUGS.map((slug) => ({ slug, ...defaults[slug] })),
      );
    },

    /** A page as the storefront shows it; 404 for a slug the shop does not know. */
    async get(slug: string): Promise<ShopPage> {
      const known = knownSlug(slug);
      const row = await repo.findPage(db, known);
      if (!row) throw notFound("Page");
      return {
        slug: row.slug,
        title: row.title,
        description: row.description,
        html: renderMarkdown(row.body),
        details: pageDetails(row.slug, settings),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** Every page with its Markdown, in the order the footer and the back office list them. */
    async list(): Promise<AdminShopPage[]> {
      const rows = await repo.listPages(db);
      const order = (slug: ShopPageSlug) => SHOP_PAGE_SLUGS.indexOf(slug);
      return rows.sort((a, b) => order(a.slug) - order(b.slug)).map(toAdminPage);
    },

    async update(slug: string, input: ShopPageForm, userId: string): Promise<AdminShopPage> {
      const row = await repo.updatePage(db, knownSlug(slug), input, userId);
      if (!row) throw notFound("Page");
      return toAdminPage(row);
    },

    /** The HTML the storefront would show for this Markdown, made the same safe way. */
    preview(body: string): ShopPagePreview {
      return { html: renderMarkdown(body) };
    },

    /** Each page's address and last change, for the sitemap. */
    async sitemapPages(): Promise<Array<{ path: string; lastModified: Date }>> {
      const rows = await repo.listPageDates(db);
      const order = (slug: ShopPageSlug) => SHOP_PAGE_SLUGS.indexOf(slug);
      return rows.sort((a, b) => order(a.slug) - order(b.slug)).map((row) => ({ path: `/pages/${row.slug}`, lastModified: row.updatedAt }));
    },
  };
}

export type ShopPagesService = ReturnType<typeof createShopPagesService>;
