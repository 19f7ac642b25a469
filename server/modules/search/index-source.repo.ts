import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { catalogVersion, products } from "../../db/schema/catalog";
import type { Listing, ProductLexemes } from "./index-columns";
import { BEST_FIRST, sortKeys } from "./ranking.repo";

/** The number that grows whenever the catalogue's index must be built again (schema/catalog.ts: catalogVersion). */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Numbers of every active product (`values`: one, or several joined by commas), in `order`. They travel
 * as one text and are split here: 100,000 rows turned into objects one by one held the shop's thread
 * for 50 to 100 ms each time the catalogue's index was built.
 */
async function activeInOrder(db: Database, values: SQL, order: SQL[]): Promise<number[]> {
  const [row] = await queryRows<{ values: string | null }>(
    db,
    sql`select string_agg(${values}, ',' order by ${sql.join(order, sql`, `)}) as values from ${products} where ${products.isActive}`,
  );
  return row?.values ? row.values.split(",").map(Number) : [];
}

/** What lists filter on, for every active product, oldest first (the order "newest" reverses). */
export async function listingsOldestFirst(db: Database): Promise<Listing[]> {
  const fields = sql`concat_ws(',', ${products.id}, ${products.categoryId}, coalesce(${products.subcategoryId}, 0), ${products.brandId}, ${products.effectivePricePaise}, ${products.isFeatured}::int)`;
  const numbers = await activeInOrder(db, fields, sortKeys("createdAt").map((key) => asc(key)));
  const listings: Listing[] = [];
  for (let at = 0; at < numbers.length; at += 6) {
    const subcategoryId = numbers[at + 2]!;
    listings.push({
      id: numbers[at]!,
      categoryId: numbers[at + 1]!,
      subcategoryId: subcategoryId === 0 ? null : subcategoryId,
      brandId: numbers[at + 3]!,
      pricePaise: numbers[at + 4]!,
      isFeatured: numbers[at + 5] === 1,
    });
  }
  return listings;
}

/**
 * Every active product's id in a sort's ascending order, as lists sort (descending is its reverse), or
 * "best first" as search orders products found alike (in stock, rating, newness).
 */
export function idsInOrder(db: Database, by: "name" | "price" | "rating" | "bestFirst"): Promise<number[]> {
  return activeInOrder(db, sql`${products.id}::text`, by === "bestFirst" ? BEST_FIRST : sortKeys(by).map((key) => asc(key)));
}

/**
 * Every active product's lexemes, by where they are: name (weight A), brand (B), category and
 * subcategory (C), tags and description (D).
 */
export function productLexemes(db: Database): Promise<ProductLexemes[]> {
  // Lexemes never hold a space: joined by spaces, the four lists travel as plain text.
  const weighted = (weight: string) => sql`array_to_string(tsvector_to_array(ts_filter(${products.searchVector}, ${`{${weight}}`}::"char"[])), ' ')`;
  return queryRows<ProductLexemes>(
    db,
    sql`select ${products.id} as id, ${weighted("a")} as name, ${weighted("b")} as brand, ${weighted("c")} as category, ${weighted("d")} as other from ${products} where ${products.isActive}`,
  );
}

/**
 * The first `window` active products in the order of products found alike (BEST_FIRST without the
 * stock), read from products_active_rating_created_idx: "the best-rated products" that searches for
 * common words look among first.
 */
export async function bestRatedIds(db: Database, window: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.avgRating), desc(products.createdAt), desc(products.id))
    .limit(window);
  return rows.map((row) => row.id);
}
