import type { Database } from "../../db/client";
import type { CatalogIndex, TermLevels } from "./catalog-index";
import type { CatalogIndexSource } from "./catalog-index-source";
import * as repo from "./catalog.repo";

/**
 * The rows of the products `ids` (found in `index`), read with the catalogue's version; undefined when
 * that version is no longer the index's (the source then builds a new one) and the ids are worth nothing.
 */
export async function rowsIfCurrent(db: Database, source: CatalogIndexSource, index: CatalogIndex, ids: readonly number[]) {
  const { rows, version } = await repo.pageRowsWithVersion(db, ids);
  source.versionSeen(version);
  return version === index.version ? rows : undefined;
}

/**
 * The products holding every term (each term: any of its alternatives; with `anyTerm`, any term) at
 * `minLevel` or better, in search's order, from the catalogue's index (CatalogIndex.ranked). Each
 * alternative's products are found once per catalogue version and shared by every search and
 * suggestion that uses it.
 */
export async function rankedInIndex(
  db: Database,
  index: CatalogIndex,
  terms: repo.SearchTerm[][],
  options: { minLevel?: number; anyTerm?: boolean; limit?: number } = {},
): Promise<Int32Array> {
  const levels = await Promise.all(terms.map((alternatives) => Promise.all(alternatives.map((term) => levelsOf(db, index, term, options.minLevel ?? 0)))));
  return index.ranked(levels, options);
}

const NOWHERE: TermLevels = { empty: true, positions: new Int32Array(0), levels: new Uint8Array(0) };

/**
 * Where products hold a term. Only names, brands and categories needed (suggestions), and the term one
 * word or the start of one: from the index's memory. Else, or when the descriptions count too, read
 * from the database (25 ms for a word 18,000 products hold, once per catalogue version).
 */
async function levelsOf(db: Database, index: CatalogIndex, term: repo.SearchTerm, minLevel: number): Promise<TermLevels> {
  const shape = await index.memo(`shape ${JSON.stringify(term)}`, () => repo.termShape(db, term));
  if (shape.kind === "empty") return NOWHERE;
  if (shape.kind === "lexeme" && minLevel >= 1) return index.titleLevels(shape.lexeme!, "start" in term);
  // Words read alike share their products.
  return index.termLevels(shape.query, () => repo.termLevels(db, shape.query));
}

/**
 * A search's products in relevance order, kept per search. A planned search is ranked in the index; one
 * written with full-text syntax is ranked by the database.
 */
export function searchMatchesInIndex(db: Database, index: CatalogIndex, filter: repo.ProductFilter): Promise<Int32Array> {
  const plan = filter.searchPlan;
  const anyTerm = filter.anyTerm ?? false;
  if (!plan) return index.matches(JSON.stringify(["typed", filter.search, anyTerm]), async () => index.positionsOf(await repo.searchMatchIds(db, filter)));
  const terms = plan.terms.map((alternatives) => alternatives.map((phrase) => ({ phrase })));
  return index.matches(JSON.stringify(["planned", plan.terms, anyTerm]), () => rankedInIndex(db, index, terms, { anyTerm }));
}
