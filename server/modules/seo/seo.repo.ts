import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products } from "../../db/schema/catalog";

/** Every active product's slug and last change, for the sitemap: two narrow columns, in id order. */
export function listActiveProductSlugs(db: Database, limit: number) {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(limit);
}
