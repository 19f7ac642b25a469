import { firstInOrder } from "./first-in-order";
import type { IndexOrders } from "./index-orders";
import type { TermLevels } from "./index-postings";

/**
 * Search's order over the index's positions: the products holding the terms, by where the words were
 * found, then best first (in stock, rating, newness). Functions of the index's orders and postings;
 * the only state is scratch space, one per index, left as it was found after each ranking.
 */

/**
 * The products a search finds: how many, all of them as positions in no particular order (enough to
 * count them or sort them), and the first of them in relevance order, worked out as far as a page needs.
 * A search kept for its first pages only (firstOnly) holds no `all`.
 */
export interface SearchMatches {
  readonly total: number;
  readonly all?: Int32Array;
  first(wanted: number): Int32Array;
  /** What it holds, for the memory bound of the searches kept. */
  readonly length: number;
}

export interface RankOptions {
  /** Only products found at this level or better. */
  minLevel?: number;
  /** Products holding any term, the most terms first, then by the best level any term has. */
  anyTerm?: boolean;
  /** The first this many only. */
  limit?: number;
}

/** A search's relevance order is worked out this far at first, and further only for a page beyond it. */
export const FIRST_RANKED = 96;
/** Found products more than the catalogue's size over this are first ranked by walking the best-first order. */
const WALK_BEST_FIRST_ABOVE = 32;

/** What ranking works with: the best-first order, and scratch space per position (-1 everywhere between uses). */
export interface RankingSpace {
  readonly count: number;
  readonly bestFirst: Int32Array;
  readonly bestRank: Int32Array;
  /** A product's level so far. */
  readonly levelOf: Int8Array;
  /** A product's level for one term. */
  readonly termLevelOf: Int8Array;
  /** How many terms a product holds (0 between uses). */
  readonly termsFound: Uint8Array;
}

export function rankingSpace(count: number, { bestFirst, bestRank }: IndexOrders): RankingSpace {
  return { count, bestFirst, bestRank, levelOf: new Int8Array(count).fill(-1), termLevelOf: new Int8Array(count).fill(-1), termsFound: new Uint8Array(count) };
}

/**
 * The products holding every term (a term: any of its alternatives), in search's order: where the
 * words were found (the lowest level of any term, each term at its best alternative's), then the best
 * first. Stop words (`empty`) are left out; no term left finds nothing.
 */
export function rankTerms(space: RankingSpace, terms: TermLevels[][], { minLevel = 0, anyTerm = false, limit }: RankOptions = {}): SearchMatches {
  const used = terms.map((alternatives) => alternatives.filter((alternative) => !alternative.empty)).filter((alternatives) => alternatives.length > 0);
  if (used.length === 0) return inOrder(new Int32Array(0));
  const found = anyTerm ? anyOfTerms(space, used) : everyTerm(space, used);
  const ranked = grouped(space, found, minLevel, anyTerm, limit);
  for (const position of found) {
    space.levelOf[position] = -1;
    space.termsFound[position] = 0;
  }
  return ranked;
}

/** Each alternative's products at the term's best level, in termLevelOf; returns the positions set. */
function markTerm({ termLevelOf }: RankingSpace, alternatives: readonly TermLevels[]): number[] {
  const marked: number[] = [];
  for (const { positions, levels } of alternatives) {
    for (let i = 0; i < positions.length; i++) {
      const position = positions[i]!;
      if (termLevelOf[position] === -1) marked.push(position);
      termLevelOf[position] = Math.max(termLevelOf[position]!, levels[i]!);
    }
  }
  return marked;
}

function unmark({ termLevelOf }: RankingSpace, marked: readonly number[]) {
  for (const position of marked) termLevelOf[position] = -1;
}

/** The products holding every term, their levels in levelOf (the lowest of the terms'), from the rarest term on. */
function everyTerm(space: RankingSpace, used: TermLevels[][]): number[] {
  const { levelOf, termLevelOf } = space;
  const size = (alternatives: TermLevels[]) => alternatives.reduce((total, alternative) => total + alternative.positions.length, 0);
  const [rarest, ...others] = [...used].sort((a, b) => size(a) - size(b));
  let found = markTerm(space, rarest!);
  for (const position of found) levelOf[position] = termLevelOf[position]!;
  unmark(space, found);
  for (const alternatives of others) {
    const marked = markTerm(space, alternatives);
    const kept: number[] = [];
    for (const position of found) {
      levelOf[position] = Math.min(levelOf[position]!, termLevelOf[position]!);
      if (levelOf[position]! >= 0) kept.push(position);
    }
    unmark(space, marked);
    found = kept;
  }
  return found;
}

/** The products holding any term, their best level in levelOf and how many terms they hold in termsFound. */
function anyOfTerms(space: RankingSpace, used: TermLevels[][]): number[] {
  const { levelOf, termLevelOf, termsFound } = space;
  const found: number[] = [];
  for (const alternatives of used) {
    const marked = markTerm(space, alternatives);
    for (const position of marked) {
      if (levelOf[position] === -1) found.push(position);
      levelOf[position] = Math.max(levelOf[position]!, termLevelOf[position]!);
      termsFound[position]! += 1;
    }
    unmark(space, marked);
  }
  return found;
}

/** Matches whose relevance order is worked out on demand, by group then the best first. */
function rankedOnDemand(bestRank: Int32Array, all: Int32Array, groups: Uint16Array, firstRanked: Int32Array): SearchMatches {
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
}

/**
 * The found products at `minLevel` or better, each with its group: with `anyTerm`, more terms held
 * first; then the higher level. The first FIRST_RANKED (or `limit`, and then only those) are ranked at
 * once, while levelOf holds the groups by position: many found are ranked by walking the best-first
 * order until the first slots of each group are filled, few by picking them (firstInOrder).
 */
function grouped(space: RankingSpace, found: readonly number[], minLevel: number, anyTerm: boolean, limit: number | undefined): SearchMatches {
  const { count, bestFirst, bestRank, levelOf, termsFound } = space;
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
  return limit === undefined ? rankedOnDemand(bestRank, all, groups, firstRanked) : inOrder(firstRanked);
}

/** Matches the database ranked, or none: their relevance order is the order given. */
export function inOrder(all: Int32Array): SearchMatches {
  return { total: all.length, all, length: all.length, first: (wanted) => all.subarray(0, wanted) };
}

/** A search's first FIRST_RANKED in relevance order and how many it finds, without the rest. */
export function firstOnly(found: SearchMatches): SearchMatches {
  const firstRanked = found.first(FIRST_RANKED).slice();
  return {
    total: found.total,
    length: firstRanked.length,
    first(wanted) {
      if (wanted > firstRanked.length && found.total > firstRanked.length) throw keptForFirstPagesOnly();
      return firstRanked.subarray(0, wanted);
    },
  };
}

/** All of a search's matches, in no particular order. */
export function allOf(matches: SearchMatches): Int32Array {
  if (!matches.all) throw keptForFirstPagesOnly();
  return matches.all;
}

const keptForFirstPagesOnly = () => new Error("A search kept for its first pages only was asked for another page.");
