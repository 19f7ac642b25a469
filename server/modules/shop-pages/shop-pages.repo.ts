import { eq } from "drizzle-orm";
import type { ShopPageSlug } from "@shared/constants";
import type { Database } from "../../db/client";
import { shopPages } from "../../db/schema/content";

export type ShopPageRow = typeof shopPages.$inferSelect;

export interface ShopPageText {
  title: string;
  description: string;
  body: string;
}

/** Adds the pages the shop does not have yet; a page already there (perhaps edited) is left as it is. */
export async function insertMissingPages(db: Database, pages: Array<ShopPageText & { slug: ShopPageSlug }>): Promise<number> {
  const inserted = await db.insert(shopPages).values(pages).onConflictDoNothing({ target: shopPages.slug }).returning({ slug: shopPages.slug });
  return inserted.length;
}

export async function findPage(db: Database, slug: ShopPageSlug): Promise<ShopPageRow | undefined> {
  const [row] = await db.select().from(shopPages).where(eq(shopPages.slug, slug));
  return row;
}

export function listPages(db: Database): Promise<ShopPageRow[]> {
  return db.select().from(shopPages);
}

/** Each page's address and last change, for the sitemap. */
export function listPageDates(db: Database): Promise<Array<{ slug: ShopPageSlug; updatedAt: Date }>> {
  return db.select({ slug: shopPages.slug, updatedAt: shopPages.updatedAt }).from(shopPages);
}

export async function updatePage(db: Database, slug: ShopPageSlug, text: ShopPageText, updatedBy: string): Promise<ShopPageRow | undefined> {
  const [row] = await db
    .update(shopPages)
    .set({ ...text, updatedBy, updatedAt: new Date() })
    .where(eq(shopPages.slug, slug))
    .returning();
  return row;
}
