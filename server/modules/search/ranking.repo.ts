import { type AnyColumn, desc, type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema/catalog";
import type { SearchPlan } from "./search-plan";

/**
 * The SQL of how products match a search and rank, and of the lists' sort orders: one definition for
 * the database's answers (catalog-search.repo.ts, search-suggest.repo.ts) and for what the catalogue's
 * index is built from (index-source.repo.ts), so that both order products alike.
 */

/** What a search asks: the words as typed, as planned (search-plan.ts), and whether any of the terms is enough. */
export interface SearchFilter {
  search?: string;
  /** The search's words as corrected and widened by synonyms (search-plan.ts); none: the words as typed. */
  searchPlan?: SearchPlan;
  /** Products with any of the planned terms, not all (a search none has all the words of). */
  anyTerm?: boolean;
}

export type ListSort = "createdAt" | "name" | "price" | "rating";

/**
 * The shopper's words as a full-text query: as planned (every term, each standing for any of its
 * corrections and synonyms, phrases kept together), else as typed, in websearch syntax (quotes, OR, -word).
 * `anyTerm`: a product needs only one of the terms (when none has them all).
 */
export function textQuery(search: string, plan: SearchPlan | undefined, anyTerm = false): SQL {
  if (!plan) return sql`websearch_to_tsquery('english', ${search})`;
  const anyOf = (alternatives: string[]) => sql`(${sql.join(alternatives.map((term) => sql`phraseto_tsquery('english', ${term})`), sql` || `)})`;
  return sql`(${sql.join(plan.terms.map(anyOf), anyTerm ? sql` || ` : sql` && `)})`;
}

/** The products a search finds: their text holds its query. */
export function matchesSearch(filter: SearchFilter): SQL {
  return sql`${products.searchVector} @@ ${textQuery(filter.search ?? "", filter.searchPlan, filter.anyTerm)}`;
}

export const ALL_WORDS_IN_NAME = 3;

/**
 * Where the words were found, best first: 3 all in the name, 2 in the name and brand, 1 in those and
 * the category or subcategory, 0 only with the tags and descriptions (the weights of search_vector).
 */
export function matchTier(query: SQL): SQL {
  return sql`(case
    when ts_filter(${products.searchVector}, '{a}') @@ ${query} then ${sql.raw(String(ALL_WORDS_IN_NAME))}
    when ts_filter(${products.searchVector}, '{a,b}') @@ ${query} then 2
    when ts_filter(${products.searchVector}, '{a,b,c}') @@ ${query} then 1
    else 0 end)`;
}

/** Among products found alike: in stock first, then the better rated, then the newer (products_active_rating_created_idx). */
export const BEST_FIRST = [desc(sql`${products.stockQuantity} > 0`), desc(products.avgRating), desc(products.createdAt), desc(products.id)];

/** Search's order: where the words were found (matchTier), then products found alike best first. */
export function relevanceOrder(query: SQL): SQL[] {
  return [desc(matchTier(query)), ...BEST_FIRST];
}

/** How many of the planned terms (each: any of its alternatives) a product holds. */
function termsHeld(plan: SearchPlan): SQL {
  const held = plan.terms.map((alternatives) => sql`(${products.searchVector} @@ ${textQuery("", { terms: [alternatives] })})::int`);
  return sql`(${sql.join(held, sql` + `)})`;
}

/** A search's relevance order; with any of the words, products with more of them come first. */
export function searchRelevanceOrder(filter: SearchFilter): SQL[] {
  const query = textQuery(filter.search ?? "", filter.searchPlan, filter.anyTerm);
  const mostWords = filter.anyTerm && filter.searchPlan ? [desc(termsHeld(filter.searchPlan))] : [];
  return [...mostWords, ...relevanceOrder(query)];
}

/** The keys a list sort orders by, ascending (descending reverses each): the sort's column, then ties by id. */
export function sortKeys(by: ListSort): AnyColumn[] {
  const column = {
    createdAt: products.createdAt,
    name: products.name,
    price: products.effectivePricePaise,
    rating: products.avgRating,
  }[by];
  return [column, ...(by === "rating" ? [products.reviewCount] : []), products.id];
}

/** One of the products, given as one array (the planner then knows how few they are). */
export function amongIds(ids: readonly number[]): SQL {
  return sql`${products.id} = any(${`{${ids.join(",")}}`}::int[])`;
}
