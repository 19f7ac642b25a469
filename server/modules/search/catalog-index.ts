/**
 * The active products as lists see them, held in memory: what lists filter on, and each sort's order.
 * A page of a list, and how many products it has, is then a walk through one order in memory; only
 * the page's rows are read from the database (catalog.service.ts). Searches keep the products they
 * find, and the first of them in relevance order, per planned search. The index stands for one
 * catalogue version (catalog-index-source.ts): it is never changed, only replaced.
 *
 * Built from parts: the columns kept per product (index-columns.ts), the orders over them
 * (index-orders.ts), where products hold each word (index-postings.ts), search's ranking
 * (index-ranking.ts), pages (index-pages.ts), and the pools of what searches found (kept-pool.ts).
 */

import { columnsOf, type IndexFilter, type IndexOrder, isUnfiltered, type Listing, positionsOf, type ProductLexemes } from "./index-columns";
import { type OrderedIds, ordersOf } from "./index-orders";
import { type IndexPage, type PageAsked, pageOfList, pageOfMatches } from "./index-pages";
import { NOT_HELD, postingsOf, type TermLevels, termLevelsAt, titleLevelsOf } from "./index-postings";
import { FIRST_RANKED, firstOnly, inOrder, type RankOptions, rankingSpace, rankTerms, type SearchMatches } from "./index-ranking";
import { keptPool } from "./kept-pool";

/** How many products the searches kept may hold in all (6 bytes each); the least recently used go first. */
const SEARCHES_KEPT_MAX = 2_000_000;
/** The same for searches kept with their first ranked products only, for first pages (4 bytes each). */
const FIRST_PAGES_KEPT_MAX = 1_000_000;
/** The same for the products each term is found in (5 bytes each). */
const TERMS_KEPT_MAX = 6_000_000;

/** What a search's matches are wanted for: one page of a list, with its filter and order. */
export interface MatchesUse {
  filter: IndexFilter;
  order: IndexOrder;
  page: PageAsked;
}

export interface CatalogIndex {
  readonly version: number;
  readonly productCount: number;
  /** A page of the list: every product passing `filter`, or only a search's `matches`. */
  page(filter: IndexFilter, order: IndexOrder, page: PageAsked, cap: number, matches?: SearchMatches): IndexPage;
  /**
   * The products a search finds: kept per `key`, found with `find` the first time. For a `use` that
   * needs only the first in relevance order (an unfiltered first page), only those are kept, apart: many
   * more searches fit in the memory bound.
   */
  matches(key: string, find: () => Promise<SearchMatches>, use?: MatchesUse): Promise<SearchMatches>;
  /** Anything worked out for this version of the catalogue, kept per `key` (counted as a value holding no product). */
  memo<T>(key: string, find: () => Promise<T>): Promise<T>;
  /** Whether `memo` holds the value for `key`, or is finding it. */
  hasMemo(key: string): boolean;
  /** Where products hold a term: kept per `key`, read with `find` the first time. */
  termLevels(key: string, find: () => Promise<{ ids: number[]; levels: number[] }>): Promise<TermLevels>;
  /** Where products hold a lexeme (as the database's text search writes words: "babi" for baby), from memory. */
  wordLevels(lexeme: string): TermLevels;
  /** The same in names, brands or categories only (levels 3 to 1), for the lexeme or for any lexeme starting so. */
  titleLevels(lexeme: string, asStart: boolean): Promise<TermLevels>;
  /**
   * The products holding every term (a term: any of its alternatives), in search's order: where the
   * words were found (the lowest level of any term, each term at its best alternative's), then the best
   * first (in stock, rating, newness). Only those found at `minLevel` or better; with `limit`, the first
   * that many only. `anyTerm`: those holding any term, the most terms first, then by the best level any
   * term has.
   */
  ranked(terms: TermLevels[][], options?: RankOptions): SearchMatches;
  /** Products given by id, in relevance order as given (ids the index does not hold are left out). */
  matchesInOrder(ids: readonly number[]): SearchMatches;
}

/**
 * `oldestFirst`: the listings in the order "created, then id"; `orders`: every listing's id in the
 * ascending order of each other sort and in search's best-first order, as the database sorts (names by
 * its collation); `lexemes`: the words of the products' texts, as searches and suggestions look for them.
 */
export async function createCatalogIndex(version: number, oldestFirst: readonly Listing[], orders: OrderedIds, lexemes: readonly ProductLexemes[] = []): Promise<CatalogIndex> {
  const columns = columnsOf(oldestFirst);
  const postings = await postingsOf(lexemes, columns.positionOf);
  const sorted = await ordersOf(columns, orders);
  const space = rankingSpace(columns.count, sorted);

  // What searches found, and where products hold each term, kept apart: the many searches of one word
  // in different spellings must not push out the words they share.
  const searches = keptPool(SEARCHES_KEPT_MAX);
  const firstPages = keptPool(FIRST_PAGES_KEPT_MAX);
  const terms = keptPool(TERMS_KEPT_MAX);
  /** Whether a page needs only a search's first FIRST_RANKED in relevance order. */
  const needsFirstOnly = ({ filter, order, page }: MatchesUse) => order.by === "relevance" && isUnfiltered(filter) && page.offset + page.limit <= FIRST_RANKED;

  return {
    version,
    productCount: columns.count,

    page(filter, order, page, cap, matches) {
      return matches ? pageOfMatches(columns, sorted, filter, order, page, cap, matches) : pageOfList(columns, sorted, filter, order, page, cap);
    },

    matches(key, find, use) {
      if (!use || !needsFirstOnly(use)) return searches(key, find);
      return firstPages(key, async () => firstOnly(await (searches.has(key) ? searches(key, find) : find())));
    },

    async memo(key, find) {
      const kept = await terms(`memo ${key}`, async () => ({ value: await find(), length: 0 }));
      return kept.value;
    },

    hasMemo(key) {
      return terms.has(`memo ${key}`);
    },

    termLevels(key, find) {
      return terms(`term ${key}`, async () => termLevelsAt(columns, await find()));
    },

    ranked(termLevels, options) {
      return rankTerms(space, termLevels, options);
    },

    wordLevels(lexeme) {
      return postings.byLexeme.get(lexeme) ?? NOT_HELD;
    },

    titleLevels(lexeme, asStart) {
      return terms(`title ${asStart ? "start" : "word"} ${lexeme}`, async () => titleLevelsOf(postings, columns.count, lexeme, asStart));
    },

    matchesInOrder: (ids) => inOrder(positionsOf(columns, ids)),
  };
}
