/**
 * The active products as lists see them, held in memory: what lists filter on, and each sort's order.
 * A page of a list, and how many products it has, is then a walk through one order in memory; only
 * the page's rows are read from the database (catalog.service.ts). Searches keep the products they
 * find, and the first of them in relevance order, per planned search. The index stands for one
 * catalogue version (catalog-index-source.ts): it is never changed, only replaced.
 */

import { firstInOrder } from "./first-in-order";

export interface Listing {
  id: number;
  categoryId: number;
  subcategoryId: number | null;
  brandId: number;
  pricePaise: number;
  isFeatured: boolean;
}

export interface IndexFilter {
  featured?: boolean;
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
  minPricePaise?: number;
  maxPricePaise?: number;
}

export type IndexSort = "createdAt" | "name" | "price" | "rating";
export type IndexOrder = { by: IndexSort; direction: "asc" | "desc" } | { by: "relevance" };

/**
 * Where products hold one term of a search (a word or phrase, or the start of a word): 3 in the name,
 * 2 with the brand, 1 with the category or subcategory, 0 only with the tags and descriptions. `empty`:
 * the term has no searchable word (a stop word), so a search ignores it.
 */
export interface TermLevels {
  empty: boolean;
  positions: Int32Array;
  levels: Uint8Array;
}

export interface IndexPage {
  /** The page's product ids, in order. */
  ids: number[];
  /** How many products the list has, counted up to the cap asked for. */
  counted: number;
}

/** How many products the searches kept may hold in all (6 bytes each); the least recently used go first. */
const SEARCHES_KEPT_MAX = 2_000_000;
/** The same for searches kept with their first ranked products only, for first pages (4 bytes each). */
const FIRST_PAGES_KEPT_MAX = 1_000_000;
/** The same for the products each term is found in (5 bytes each). */
const TERMS_KEPT_MAX = 6_000_000;

/** A search's relevance order is worked out this far at first, and further only for a page beyond it. */
const FIRST_RANKED = 96;
/** Found products more than the catalogue's size over this are first ranked by walking the best-first order. */
const WALK_BEST_FIRST_ABOVE = 32;

/**
 * The products a search finds: how many, all of them as positions in no particular order (enough to
 * count them or sort them), and the first of them in relevance order, worked out as far as a page needs.
 * A search kept for its first pages only (CatalogIndex.matches) holds no `all`.
 */
export interface SearchMatches {
  readonly total: number;
  readonly all?: Int32Array;
  first(wanted: number): Int32Array;
  /** What it holds, for the memory bound of the searches kept. */
  readonly length: number;
}

/** What a search's matches are wanted for: one page of a list, with its filter and order. */
export interface MatchesUse {
  filter: IndexFilter;
  order: IndexOrder;
  page: { limit: number; offset: number };
}

export interface CatalogIndex {
  readonly version: number;
  readonly productCount: number;
  /** A page of the list: every product passing `filter`, or only a search's `matches`. */
  page(filter: IndexFilter, order: IndexOrder, page: { limit: number; offset: number }, cap: number, matches?: SearchMatches): IndexPage;
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
  ranked(terms: TermLevels[][], options?: { minLevel?: number; anyTerm?: boolean; limit?: number }): SearchMatches;
  /** Products given by id, in relevance order as given (ids the index does not hold are left out). */
  matchesInOrder(ids: readonly number[]): SearchMatches;
}

/**
 * A product's lexemes in its name (level 3), its brand (2), its category or subcategory (1), and its
 * tags and description (0), each list joined by spaces (a lexeme never holds one).
 */
export interface ProductLexemes {
  id: number;
  name: string;
  brand: string;
  category: string;
  other: string;
}

/**
 * `oldestFirst`: the listings in the order "created, then id"; `orders`: every listing's id in the
 * ascending order of each other sort and in search's best-first order, as the database sorts (names by
 * its collation); `lexemes`: the words of the products' texts, as searches and suggestions look for them.
 */
export async function createCatalogIndex(
  version: number,
  oldestFirst: readonly Listing[],
  orders: Record<Exclude<IndexSort, "createdAt"> | "bestFirst", readonly number[]>,
  lexemes: readonly ProductLexemes[] = [],
): Promise<CatalogIndex> {
  const count = oldestFirst.length;
  const ids = Int32Array.from(oldestFirst, (listing) => listing.id);
  const categoryIds = Int32Array.from(oldestFirst, (listing) => listing.categoryId);
  const subcategoryIds = Int32Array.from(oldestFirst, (listing) => listing.subcategoryId ?? 0);
  const brandIds = Int32Array.from(oldestFirst, (listing) => listing.brandId);
  const prices = Float64Array.from(oldestFirst, (listing) => listing.pricePaise);
  const featured = Uint8Array.from(oldestFirst, (listing) => (listing.isFeatured ? 1 : 0));
  const positionOf = new Map<number, number>();
  ids.forEach((id, position) => positionOf.set(id, position));

  const positionsOf = (orderedIds: readonly number[]) => {
    const positions = new Int32Array(orderedIds.length);
    let kept = 0;
    for (const id of orderedIds) {
      const position = positionOf.get(id);
      if (position !== undefined) positions[kept++] = position;
    }
    return positions.subarray(0, kept);
  };
  const ascending: Record<IndexSort, Int32Array> = {
    createdAt: Int32Array.from({ length: count }, (_, position) => position),
    name: positionsOf(orders.name),
    price: positionsOf(orders.price),
    rating: positionsOf(orders.rating),
  };
  const bestFirst = positionsOf(orders.bestFirst);
  const { postings, titleWords } = await postingsOf(lexemes, positionOf);
  // Where each position stands in each order: sorting a search's matches needs it.
  const ranks = {} as Record<IndexSort, Int32Array>;
  for (const sort of Object.keys(ascending) as IndexSort[]) {
    const rank = new Int32Array(count);
    ascending[sort].forEach((position, index) => (rank[position] = index));
    ranks[sort] = rank;
  }
  // Each sort's order within each subcategory, brand and category: a filtered list walks only its own.
  const within = (keys: Int32Array) => {
    const orders = {} as Record<IndexSort, Map<number, Int32Array>>;
    for (const sort of Object.keys(ascending) as IndexSort[]) orders[sort] = groupInOrder(ascending[sort], keys);
    return orders;
  };
  await nextTurn();
  const withinSubcategory = within(subcategoryIds);
  await nextTurn();
  const withinBrand = within(brandIds);
  await nextTurn();
  const withinCategory = within(categoryIds);
  const EMPTY = new Int32Array(0);
  /** The order to walk for a list without words: the narrowest of the filter's subcategory, brand or category. */
  const listOrder = (filter: IndexFilter, by: IndexSort) => {
    if (filter.subcategoryId !== undefined) return withinSubcategory[by].get(filter.subcategoryId) ?? EMPTY;
    if (filter.brandId !== undefined) return withinBrand[by].get(filter.brandId) ?? EMPTY;
    if (filter.categoryId !== undefined) return withinCategory[by].get(filter.categoryId) ?? EMPTY;
    return ascending[by];
  };

  const isUnfiltered = (filter: IndexFilter) =>
    [filter.featured, filter.categoryId, filter.subcategoryId, filter.brandId, filter.minPricePaise, filter.maxPricePaise].every((value) => value === undefined);
  const passes = (filter: IndexFilter) => {
    const wantFeatured = filter.featured === undefined ? -1 : Number(filter.featured);
    const category = filter.categoryId ?? -1;
    const subcategory = filter.subcategoryId ?? -1;
    const brand = filter.brandId ?? -1;
    const min = filter.minPricePaise ?? -Infinity;
    const max = filter.maxPricePaise ?? Infinity;
    return (position: number) =>
      (wantFeatured < 0 || featured[position] === wantFeatured) &&
      (category < 0 || categoryIds[position] === category) &&
      (subcategory < 0 || subcategoryIds[position] === subcategory) &&
      (brand < 0 || brandIds[position] === brand) &&
      prices[position]! >= min &&
      prices[position]! <= max;
  };

  /** The positions to walk for a list without words, in order: every product in a sort's order (the filter's own group). */
  const sequence = (order: IndexOrder, filter: IndexFilter): { positions: Int32Array; reversed: boolean } =>
    // Without words, "relevance" is the newest first.
    order.by === "relevance"
      ? { positions: listOrder(filter, "createdAt"), reversed: true }
      : { positions: listOrder(filter, order.by), reversed: order.direction === "desc" };

  // Scratch space for finding a search's products, -1 everywhere between uses: a product's level so far, and for one term.
  const levelOf = new Int8Array(count).fill(-1);
  const termLevelOf = new Int8Array(count).fill(-1);
  const termsFound = new Uint8Array(count);
  const bestRank = new Int32Array(count);
  bestFirst.forEach((position, rank) => (bestRank[position] = rank));

  /** Each alternative's products at the term's best level, in termLevelOf; returns the positions set. */
  const markTerm = (alternatives: readonly TermLevels[]) => {
    const marked: number[] = [];
    for (const { positions, levels } of alternatives) {
      for (let i = 0; i < positions.length; i++) {
        const position = positions[i]!;
        if (termLevelOf[position] === -1) marked.push(position);
        termLevelOf[position] = Math.max(termLevelOf[position]!, levels[i]!);
      }
    }
    return marked;
  };
  const unmark = (marked: readonly number[]) => {
    for (const position of marked) termLevelOf[position] = -1;
  };

  /** The products holding every term, their levels in levelOf (the lowest of the terms'), from the rarest term on. */
  const everyTerm = (used: TermLevels[][]): number[] => {
    const size = (alternatives: TermLevels[]) => alternatives.reduce((total, alternative) => total + alternative.positions.length, 0);
    const [rarest, ...others] = [...used].sort((a, b) => size(a) - size(b));
    let found = markTerm(rarest!);
    for (const position of found) levelOf[position] = termLevelOf[position]!;
    unmark(found);
    for (const alternatives of others) {
      const marked = markTerm(alternatives);
      const kept: number[] = [];
      for (const position of found) {
        levelOf[position] = Math.min(levelOf[position]!, termLevelOf[position]!);
        if (levelOf[position]! >= 0) kept.push(position);
      }
      unmark(marked);
      found = kept;
    }
    return found;
  };

  /** The products holding any term, their best level in levelOf and how many terms they hold in termsFound. */
  const anyOfTerms = (used: TermLevels[][]): number[] => {
    const found: number[] = [];
    for (const alternatives of used) {
      const marked = markTerm(alternatives);
      for (const position of marked) {
        if (levelOf[position] === -1) found.push(position);
        levelOf[position] = Math.max(levelOf[position]!, termLevelOf[position]!);
        termsFound[position]! += 1;
      }
      unmark(marked);
    }
    return found;
  };

  /** Matches whose relevance order is worked out on demand, by group (groupOf) then the best first. */
  const rankedOnDemand = (all: Int32Array, groups: Uint16Array, firstRanked: Int32Array): SearchMatches => {
    let ranked = firstRanked;
    return {
      total: all.length,
      all,
      length: all.length,
      first(wanted) {
        if (ranked.length < Math.min(wanted, all.length)) {
          const needed = Math.min(all.length, Math.max(wanted, 2 * ranked.length));
          ranked = firstInOrder(all, { rank: bestRank, groups }, needed).positions;
        }
        return ranked.subarray(0, wanted);
      },
    };
  };

  /**
   * The found products at `minLevel` or better, each with its group: with `anyTerm`, more terms held
   * first; then the higher level. The first FIRST_RANKED (or `limit`, and then only those) are ranked at
   * once, while levelOf holds the groups by position: many found are ranked by walking the best-first
   * order until the first slots of each group are filled, few by picking them (firstInOrder).
   */
  const grouped = (found: readonly number[], minLevel: number, anyTerm: boolean, limit: number | undefined): SearchMatches => {
    let mostTerms = 0;
    if (anyTerm) for (const position of found) mostTerms = Math.max(mostTerms, termsFound[position]!);
    const groupOf = (position: number) => (anyTerm ? mostTerms - termsFound[position]! : 0) * 4 + 3 - levelOf[position]!;
    const groupSizes = new Int32Array((mostTerms + 1) * 4);
    let eligible = 0;
    for (const position of found) {
      if (levelOf[position]! < minLevel) continue;
      groupSizes[groupOf(position)]! += 1;
      eligible += 1;
    }
    const wanted = Math.min(limit ?? FIRST_RANKED, eligible);
    const walkFirst = () => {
      const firstRanked = new Int32Array(wanted);
      const nextSlot = new Int32Array(groupSizes.length);
      for (let group = 1; group < groupSizes.length; group++) nextSlot[group] = nextSlot[group - 1]! + groupSizes[group - 1]!;
      let placed = 0;
      for (let rank = 0; rank < bestFirst.length && placed < wanted; rank++) {
        const position = bestFirst[rank]!;
        if (levelOf[position]! < minLevel) continue;
        const slot = nextSlot[groupOf(position)]!++;
        if (slot >= wanted) continue;
        firstRanked[slot] = position;
        placed += 1;
      }
      return firstRanked;
    };
    const walked = eligible * WALK_BEST_FIRST_ABOVE >= count;
    if (walked && limit !== undefined) return inOrder(walkFirst());
    const all = new Int32Array(eligible);
    const groups = new Uint16Array(eligible);
    let at = 0;
    for (const position of found) {
      if (levelOf[position]! < minLevel) continue;
      all[at] = position;
      groups[at++] = groupOf(position);
    }
    const firstRanked = walked ? walkFirst() : firstInOrder(all, { rank: bestRank, groups }, wanted).positions;
    return limit === undefined ? rankedOnDemand(all, groups, firstRanked) : inOrder(firstRanked);
  };

  /** Matches the database ranked, or none: their relevance order is the order given. */
  const inOrder = (all: Int32Array): SearchMatches => ({ total: all.length, all, length: all.length, first: (wanted) => all.subarray(0, wanted) });

  /** Whether a page needs only a search's first FIRST_RANKED in relevance order. */
  const needsFirstOnly = ({ filter, order, page }: MatchesUse) => order.by === "relevance" && isUnfiltered(filter) && page.offset + page.limit <= FIRST_RANKED;

  /** A search's first FIRST_RANKED in relevance order and how many it finds, without the rest. */
  const firstOnly = (found: SearchMatches): SearchMatches => {
    const firstRanked = found.first(FIRST_RANKED).slice();
    return {
      total: found.total,
      length: firstRanked.length,
      first(wanted) {
        if (wanted > firstRanked.length && found.total > firstRanked.length) throw keptForFirstPagesOnly();
        return firstRanked.subarray(0, wanted);
      },
    };
  };
  const keptForFirstPagesOnly = () => new Error("A search kept for its first pages only was asked for another page.");
  const allOf = (matches: SearchMatches) => {
    if (!matches.all) throw keptForFirstPagesOnly();
    return matches.all;
  };

  /**
   * A page of a search's matches: in a sort's order, the first few picked from all of them; in relevance
   * order, from the first ranked, ranked further while a filter leaves the page short. Counted up to `cap`.
   */
  const pageOfMatches = (
    filter: IndexFilter,
    order: IndexOrder,
    { limit, offset }: { limit: number; offset: number },
    cap: number,
    matches: SearchMatches,
  ): IndexPage => {
    const test = isUnfiltered(filter) ? undefined : passes(filter);
    const wanted = offset + limit;
    const idsOf = (positions: Int32Array) => Array.from(positions.subarray(offset, wanted), (position) => ids[position]!);
    if (order.by !== "relevance") {
      const first = firstInOrder(allOf(matches), { rank: ranks[order.by], reversed: order.direction === "desc" }, wanted, test);
      return { ids: idsOf(first.positions), counted: Math.min(first.passed, cap) };
    }
    if (!test) return { ids: idsOf(matches.first(wanted)), counted: Math.min(matches.total, cap) };
    const all = allOf(matches);
    let counted = 0;
    for (let i = 0; i < all.length && counted < cap; i++) if (test(all[i]!)) counted += 1;
    for (let ranking = wanted * 4; ; ranking *= 4) {
      const ranked = matches.first(ranking);
      const passing = ranked.filter(test);
      if (passing.length >= wanted || ranked.length === all.length) return { ids: idsOf(passing), counted };
    }
  };

  // What searches found, and where products hold each term, kept apart: the many searches of one word
  // in different spellings must not push out the words they share.
  const searches = keptPool(SEARCHES_KEPT_MAX);
  const firstPages = keptPool(FIRST_PAGES_KEPT_MAX);
  const terms = keptPool(TERMS_KEPT_MAX);

  return {
    version,
    productCount: count,

    page(filter, order, { limit, offset }, cap, matches) {
      if (matches) return pageOfMatches(filter, order, { limit, offset }, cap, matches);
      const { positions, reversed } = sequence(order, filter);
      const at = (step: number) => positions[reversed ? positions.length - 1 - step : step]!;
      if (isUnfiltered(filter)) {
        const page: number[] = [];
        for (let step = offset; step < Math.min(positions.length, offset + limit); step++) page.push(ids[at(step)]!);
        return { ids: page, counted: Math.min(positions.length, cap) };
      }
      const test = passes(filter);
      const page: number[] = [];
      let counted = 0;
      for (let step = 0; step < positions.length; step++) {
        const position = at(step);
        if (!test(position)) continue;
        if (counted >= offset && page.length < limit) page.push(ids[position]!);
        counted += 1;
        if (counted >= cap && counted >= offset + limit) break;
      }
      return { ids: page, counted: Math.min(counted, cap) };
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
      return terms(`term ${key}`, async () => {
        const found = await find();
        const positions = new Int32Array(found.ids.length);
        const levels = new Uint8Array(found.ids.length);
        let kept = 0;
        found.ids.forEach((id, i) => {
          const position = positionOf.get(id);
          if (position === undefined) return;
          positions[kept] = position;
          levels[kept++] = found.levels[i]!;
        });
        return { empty: false, positions: positions.subarray(0, kept), levels: levels.subarray(0, kept), length: kept };
      });
    },

    ranked(terms, { minLevel = 0, anyTerm = false, limit } = {}) {
      const used = terms.map((alternatives) => alternatives.filter((alternative) => !alternative.empty)).filter((alternatives) => alternatives.length > 0);
      if (used.length === 0) return inOrder(EMPTY);
      const found = anyTerm ? anyOfTerms(used) : everyTerm(used);
      const ranked = grouped(found, minLevel, anyTerm, limit);
      for (const position of found) {
        levelOf[position] = -1;
        termsFound[position] = 0;
      }
      return ranked;
    },

    wordLevels(lexeme) {
      return postings.get(lexeme) ?? NOT_HELD;
    },

    titleLevels(lexeme, asStart) {
      return terms(`title ${asStart ? "start" : "word"} ${lexeme}`, async () => {
        const words = asStart ? wordsStarting(titleWords, lexeme) : postings.has(lexeme) ? [lexeme] : [];
        const best = new Int8Array(count).fill(-1);
        let found = 0;
        for (const word of words) {
          const { positions, levels } = postings.get(word)!;
          for (let i = 0; i < positions.length; i++) {
            if (levels[i] === 0) continue;
            if (best[positions[i]!] === -1) found += 1;
            best[positions[i]!] = Math.max(best[positions[i]!]!, levels[i]!);
          }
        }
        const positions = new Int32Array(found);
        const levels = new Uint8Array(found);
        let at = 0;
        for (let position = 0; position < count && at < found; position++) {
          if (best[position]! < 0) continue;
          positions[at] = position;
          levels[at++] = best[position]!;
        }
        return { empty: false, positions, levels, length: found };
      });
    },

    matchesInOrder: (ids) => inOrder(positionsOf(ids)),
  };
}

/** A word no product holds (unlike a stop word, which `empty` marks: a search ignores it). */
export const NOT_HELD: TermLevels = { empty: false, positions: new Int32Array(0), levels: new Uint8Array(0) };

/**
 * Building an index of 100,000 products takes the shop's thread for most of a second: it lets the
 * requests waiting meanwhile through every few milliseconds.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const PRODUCTS_PER_TURN = 2_000;

/**
 * Each lexeme's products, with the best level it has in each; and the lexemes of names, brands and
 * categories, sorted (the words suggestions complete).
 */
async function postingsOf(lexemes: readonly ProductLexemes[], positionOf: ReadonlyMap<number, number>) {
  // Typed arrays grown by doubling: 4 million entries held as plain arrays took three times the memory.
  const lists = new Map<string, { positions: Int32Array; levels: Uint8Array; length: number }>();
  const inTitles = new Set<string>();
  const add = (position: number, words: string, level: number) => {
    if (words === "") return;
    for (const lexeme of words.split(" ")) {
      let list = lists.get(lexeme);
      if (!list) lists.set(lexeme, (list = { positions: new Int32Array(8), levels: new Uint8Array(8), length: 0 }));
      if (level > 0) inTitles.add(lexeme);
      // Levels come best first: a lexeme met again in the same product keeps the level it had.
      if (list.length > 0 && list.positions[list.length - 1] === position) continue;
      if (list.length === list.positions.length) {
        list.positions = grown(list.positions, new Int32Array(list.length * 2));
        list.levels = grown(list.levels, new Uint8Array(list.length * 2));
      }
      list.positions[list.length] = position;
      list.levels[list.length++] = level;
    }
  };
  for (const [index, product] of lexemes.entries()) {
    if (index % PRODUCTS_PER_TURN === 0) await nextTurn();
    const position = positionOf.get(product.id);
    if (position === undefined) continue;
    add(position, product.name, 3);
    add(position, product.brand, 2);
    add(position, product.category, 1);
    add(position, product.other, 0);
  }
  const postings = new Map<string, TermLevels>();
  for (const [lexeme, list] of lists) postings.set(lexeme, { empty: false, positions: list.positions.slice(0, list.length), levels: list.levels.slice(0, list.length) });
  return { postings, titleWords: [...inTitles].sort() };
}

function grown<T extends Int32Array | Uint8Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** The words of a sorted list that start with `start`. */
function wordsStarting(sorted: readonly string[], start: string): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < start) low = middle + 1;
    else high = middle;
  }
  const words: string[] = [];
  for (let at = low; at < sorted.length && sorted[at]!.startsWith(start); at++) words.push(sorted[at]!);
  return words;
}

/**
 * What a kept value costs beyond the products it holds, in products: its key and its place in the pool,
 * about 160 bytes. Values holding no product (a search that finds nothing, a word's shape) are not free:
 * many different ones, cheap to ask for, would otherwise fill the memory without ever being forgotten.
 */
const KEPT_VALUE_COST = 32;

/**
 * Values found once and kept per key, the least recently used forgotten first once their sizes
 * (`length`, known when found, plus KEPT_VALUE_COST) add up to more than `maxSize`. A value being found
 * is shared; a failed one is not kept.
 */
function keptPool(maxSize: number) {
  const kept = new Map<string, { value: Promise<{ length: number }>; size: number }>();
  let keptSize = 0;
  const find = <T extends { length: number }>(key: string, findValue: () => Promise<T>): Promise<T> => {
    const known = kept.get(key);
    if (known) {
      kept.delete(key);
      kept.set(key, known);
      return known.value as Promise<T>;
    }
    const value = findValue();
    const entry = { value, size: 0 };
    kept.set(key, entry);
    value.then(
      (found) => {
        if (kept.get(key) !== entry) return;
        entry.size = found.length + KEPT_VALUE_COST;
        keptSize += entry.size;
        for (const [oldKey, old] of kept) {
          if (keptSize <= maxSize || oldKey === key) break;
          kept.delete(oldKey);
          keptSize -= old.size;
        }
      },
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    return value;
  };
  return Object.assign(find, { has: (key: string) => kept.has(key) });
}

/** The positions of `order` grouped by their key (a subcategory, brand or category; 0: none), each group in that order. */
function groupInOrder(order: Int32Array, keys: Int32Array): Map<number, Int32Array> {
  const sizes = new Map<number, number>();
  for (const position of order) sizes.set(keys[position]!, (sizes.get(keys[position]!) ?? 0) + 1);
  const groups = new Map<number, { positions: Int32Array; filled: number }>();
  for (const [key, size] of sizes) groups.set(key, { positions: new Int32Array(size), filled: 0 });
  for (const position of order) {
    const group = groups.get(keys[position]!)!;
    group.positions[group.filled++] = position;
  }
  return new Map([...groups].map(([key, group]) => [key, group.positions]));
}
