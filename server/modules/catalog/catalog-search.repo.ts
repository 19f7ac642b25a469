import { and, type AnyColumn, asc, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inSizeOrder, SIZE_OPTION } from "@shared/option-words";
import { brands, categories, productOptions, productOptionValues, products, productVariants, subcategories } from "../../db/schema/catalog";
import { amongIds, matchesSearch, matchTier, type SearchFilter, searchRelevanceOrder, sortKeys, textQuery } from "../search/public";
import { summaryColumns } from "./catalog.repo";

/**
 * Lists and searches as the database answers them: before the catalogue's index is ready, after a
 * change until it is built again, and without it. The index answers the same (search/catalog-index.ts).
 */

export interface ProductFilter extends SearchFilter {
  featured?: boolean;
  /** Only these products (a window of the catalogue, see catalog.service.ts). */
  amongIds?: readonly number[];
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
  minPricePaise?: number;
  maxPricePaise?: number;
  /** Sold in this size (a variant on sale whose Size is it, in any case). */
  size?: string;
}

export type ProductOrder = { by: "createdAt" | "name" | "price" | "rating"; direction: "asc" | "desc" } | { by: "relevance" };

function activeProductsWhere(filter: ProductFilter): SQL | undefined {
  return and(
    eq(products.isActive, true),
    filter.featured === undefined ? undefined : eq(products.isFeatured, filter.featured),
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.subcategoryId === undefined ? undefined : eq(products.subcategoryId, filter.subcategoryId),
    filter.brandId === undefined ? undefined : eq(products.brandId, filter.brandId),
    filter.minPricePaise === undefined ? undefined : gte(products.effectivePricePaise, filter.minPricePaise),
    filter.maxPricePaise === undefined ? undefined : lte(products.effectivePricePaise, filter.maxPricePaise),
    filter.size === undefined ? undefined : soldInSize(filter.size),
    filter.search ? matchesSearch(filter) : undefined,
    filter.amongIds ? amongIds(filter.amongIds) : undefined,
  );
}

function soldInSize(size: string): SQL {
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.isActive} and lower(${productVariants.optionValues} ->> ${SIZE_OPTION}) = lower(${size}))`;
}

/**
 * The sizes the active products of a category (or subcategory) come in, as the Size filter offers them:
 * in size order (shared/option-words.ts), each once.
 */
export async function sizesIn(db: Database, where: { categoryId?: number; subcategoryId?: number }): Promise<string[]> {
  const rows = await db
    .select({ value: productOptionValues.value, position: sql<number>`avg(${productOptionValues.position})`.mapWith(Number) })
    .from(productOptionValues)
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(
      and(
        eq(productOptions.name, SIZE_OPTION),
        eq(products.isActive, true),
        where.categoryId === undefined ? undefined : eq(products.categoryId, where.categoryId),
        where.subcategoryId === undefined ? undefined : eq(products.subcategoryId, where.subcategoryId),
      ),
    )
    .groupBy(productOptionValues.value);
  return inSizeOrder(rows);
}

function orderClauses(order: ProductOrder, filter: ProductFilter): SQL[] {
  if (order.by === "relevance" && filter.search) return searchRelevanceOrder(filter);
  if (order.by === "relevance") return [desc(products.createdAt), desc(products.id)];
  const direction = order.direction === "asc" ? asc : desc;
  return sortKeys(order.by).map((key) => direction(filter.search ? sortedAfterMatching(key) : key));
}

/**
 * A sort key no index gives, so that a search's matches are found through the text index first and
 * sorted afterwards: that costs as much as there are matches (12,000 for "diaper" in 100,000 products:
 * 15 ms). Walking the sort's index and testing every product for the words instead costs nothing for
 * common words spread evenly, but reads most of the catalogue when the matches sit at the far end
 * ("bouncer" by price: 62,000 products read for 36 found).
 */
function sortedAfterMatching(key: AnyColumn): SQL {
  return sql`coalesce(${key}, ${key})`;
}

/**
 * A page of products: their ids are found and ordered first, and only the page's rows are read whole
 * and joined to their brands and categories (a search may order thousands of matches).
 */
export function listProducts(db: Database, filter: ProductFilter, order: ProductOrder, page: { limit: number; offset: number }) {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(activeProductsWhere(filter))
    .orderBy(...orderClauses(order, filter))
    .limit(page.limit)
    .offset(page.offset)
    .as("page_ids");
  return db
    .select(summaryColumns)
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .orderBy(...orderClauses(order, filter));
}

/** The first `count` products of a sorted list, its search left aside: read from the sort's index alone. */
export async function firstIdsInOrder(db: Database, filter: ProductFilter, order: ProductOrder, count: number): Promise<number[]> {
  const withoutSearch = { ...filter, search: undefined, searchPlan: undefined, anyTerm: undefined };
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(activeProductsWhere(withoutSearch))
    .orderBy(...orderClauses(order, withoutSearch))
    .limit(count);
  return rows.map((row) => row.id);
}

/**
 * The first `limit` matches in relevance order among the given products only, each with where its
 * words were found (3: all in the name). For words thousands of products hold, where ranking every
 * match costs a scan of much of the catalogue; the service decides whether these rows can stand for
 * the whole catalogue.
 */
export function listSearchMatchesAmong(db: Database, ids: readonly number[], filter: ProductFilter, limit: number) {
  const query = textQuery(filter.search ?? "", filter.searchPlan, filter.anyTerm);
  return db
    .select({ ...summaryColumns, tier: sql<number>`${matchTier(query)}`.mapWith(Number) })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(activeProductsWhere(filter), amongIds(ids)))
    .orderBy(...orderClauses({ by: "relevance" }, filter))
    .limit(limit);
}

/** How many products match, counted up to `cap` and no further: a count is never a scan of the catalogue. */
export async function countProducts(db: Database, filter: ProductFilter, cap: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(products).where(activeProductsWhere(filter)).limit(cap).as("matching");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return row?.total ?? 0;
}
