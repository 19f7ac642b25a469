import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brands, categories, products, subcategories } from "../../db/schema/catalog";
import { amongIds, relevanceOrder } from "../search/public";

/**
 * The words being typed as a full-text query: every finished word or phrase (any of its alternatives),
 * and the word still being typed as any of the starts it may be (`pamp` finds pampers) or any of its synonyms.
 */
export function suggestionQuery(plan: { finished: string[][]; lastWordStarts: string[]; lastWordSynonyms: string[] }): SQL {
  const anyOf = (alternatives: SQL[]) => sql`(${sql.join(alternatives, sql` || `)})`;
  const phrase = (term: string) => sql`phraseto_tsquery('english', ${term})`;
  const words = plan.finished.map((alternatives) => anyOf(alternatives.map(phrase)));
  // A start is letters and digits only (suggestion-plan.ts splits words so): safe inside to_tsquery.
  const lastWord = [...plan.lastWordStarts.map((start) => sql`to_tsquery('english', ${`${start}:*`})`), ...plan.lastWordSynonyms.map(phrase)];
  const last = lastWord.length > 0 ? [anyOf(lastWord)] : [];
  return sql`(${sql.join([...words, ...last], sql` && `)})`;
}

const suggestionColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  imageUrl: products.imageUrl,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  mrpPaise: products.mrpPaise,
  stockQuantity: products.stockQuantity,
};

/** Active products whose name, brand or category holds the words: all of them, ranked (for words few products have). */
export function suggestProducts(db: Database, query: SQL, limit: number) {
  return db
    .select(suggestionColumns)
    .from(products)
    .where(and(eq(products.isActive, true), sql`${products.searchVector} @@ ${query}`, sql`ts_filter(${products.searchVector}, '{a,b,c}') @@ ${query}`))
    .orderBy(...relevanceOrder(query))
    .limit(limit);
}

/**
 * The same among the given products only (the best-rated): for words thousands of products have,
 * where ranking every match would cost a scan of much of the catalogue.
 */
export function suggestProductsAmong(db: Database, ids: readonly number[], query: SQL, limit: number) {
  return db
    .select(suggestionColumns)
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        amongIds(ids),
        sql`${products.searchVector} @@ ${query}`,
        sql`ts_filter(${products.searchVector}, '{a,b,c}') @@ ${query}`,
      ),
    )
    .orderBy(...relevanceOrder(query))
    .limit(limit);
}

export type SuggestedProductRow = Awaited<ReturnType<typeof suggestProducts>>[number];

export async function taxonomy(db: Database) {
  const [brandRows, categoryRows, subcategoryRows] = await Promise.all([
    db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).orderBy(asc(brands.name)),
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ id: subcategories.id, name: subcategories.name, slug: subcategories.slug, parentName: categories.name })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .orderBy(asc(categories.sortOrder), asc(subcategories.sortOrder), asc(subcategories.name)),
  ]);
  return { brands: brandRows, categories: categoryRows, subcategories: subcategoryRows };
}

export type Taxonomy = Awaited<ReturnType<typeof taxonomy>>;
