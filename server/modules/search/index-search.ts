import type { Database } from "../../db/client";
import type { CatalogIndex, MatchesUse } from "./catalog-index";
import type { CatalogIndexSource } from "./catalog-index-source";
import type { IndexFilter } from "./index-columns";
import { NOT_HELD, type TermLevels } from "./index-postings";
import type { RankOptions, SearchMatches } from "./index-ranking";
import type { SearchFilter } from "./ranking.repo";
import * as repo from "./search-terms.repo";
import { type SearchTerm, shapeOf } from "./term-shape";

/** A page's rows read with the catalogue version, and how the text search reads the phrases asked (in their order). */
export interface PageRead<Row> {
  rows: Row[];
  version: number;
  phraseQueries: string[];
}

/**
 * The rows of the products `ids` (found in `index`), read with `readPage` together with the catalogue's
 * version (catalog.repo.ts: pageRowsWithVersion); undefined when that version is no longer the index's
 * (the source then builds a new one) and the ids are worth nothing. With `unshaped` phrases
 * (searchMatchesInIndex), the same statement learns how the text search reads them; `assumedWrongly`
 * then says whether the ids were found on a wrong assumption about them.
 */
export async function rowsIfCurrent<Row>(
  source: CatalogIndexSource,
  index: CatalogIndex,
  readPage: (ids: readonly number[], phrases: readonly string[]) => Promise<PageRead<Row>>,
  ids: readonly number[],
  unshaped: readonly string[] = [],
): Promise<{ rows: Row[]; assumedWrongly: boolean } | undefined> {
  const { rows, version, phraseQueries } = await readPage(ids, unshaped);
  source.versionSeen(version);
  if (version !== index.version) return undefined;
  let assumedWrongly = false;
  for (const [at, phrase] of unshaped.entries()) {
    const term = { phrase };
    const shape = await index.memo(shapeKey(term), async () => shapeOf(term, phraseQueries[at] ?? ""));
    if (shape.kind === "other" || (shape.kind === "lexeme" && index.wordLevels(shape.lexeme!).positions.length > 0)) assumedWrongly = true;
  }
  return { rows, assumedWrongly };
}

/**
 * Where products hold one alternative of a term, and what it is (two with the same `key` hold the same
 * products). `unshaped`: a word assumed to be held by no product, before the database has read it.
 */
interface FoundTerm {
  key: string;
  levels: TermLevels;
  unshaped?: string;
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
  terms: SearchTerm[][],
  options: RankOptions = {},
): Promise<SearchMatches> {
  const found = await foundTerms(db, index, terms, options.minLevel ?? 0);
  return index.ranked(levelsIn(found), options);
}

function foundTerms(db: Database, index: CatalogIndex, terms: SearchTerm[][], minLevel: number, assumeHeldByNone: ReadonlySet<string> = new Set()): Promise<FoundTerm[][]> {
  return Promise.all(terms.map((alternatives) => Promise.all(alternatives.map((term) => levelsOf(db, index, term, minLevel, assumeHeldByNone)))));
}

const levelsIn = (found: FoundTerm[][]) => found.map((alternatives) => alternatives.map((alternative) => alternative.levels));

/**
 * What a search's ranking depends on: the alternatives that hold products, per term (a term with none
 * left finds nothing; a stop word is no term). Mistyped words that hold no product ("blabket", kept
 * beside "blanket") then share the ranking of the words they were corrected to.
 */
function rankingKey(found: FoundTerm[][]): string {
  const terms = found
    .map((alternatives) => alternatives.filter((alternative) => !alternative.levels.empty))
    .filter((alternatives) => alternatives.length > 0)
    .map((alternatives) => alternatives.filter((alternative) => alternative.levels.positions.length > 0).map((alternative) => alternative.key));
  return JSON.stringify(terms);
}

const NOWHERE: FoundTerm = { key: "", levels: { empty: true, positions: new Int32Array(0), levels: new Uint8Array(0) } };

const shapeKey = (term: SearchTerm) => `shape ${JSON.stringify(term)}`;

/**
 * Where products hold a term. A word (one lexeme), or the start of one when only names, brands and
 * categories count (suggestions): from the index's memory. A phrase of several words: read from the
 * database once per catalogue version.
 */
async function levelsOf(db: Database, index: CatalogIndex, term: SearchTerm, minLevel: number, assumeHeldByNone: ReadonlySet<string>): Promise<FoundTerm> {
  if ("phrase" in term && assumeHeldByNone.has(term.phrase) && !index.hasMemo(shapeKey(term))) return { key: "", levels: NOT_HELD, unshaped: term.phrase };
  const shape = await index.memo(shapeKey(term), () => repo.termShape(db, term));
  if (shape.kind === "empty") return NOWHERE;
  if (shape.kind === "lexeme" && minLevel >= 1) {
    const asStart = "start" in term;
    return { key: `title ${asStart ? "start" : "word"} ${shape.lexeme}`, levels: await index.titleLevels(shape.lexeme!, asStart) };
  }
  // Words read alike share their products (the key is how the database reads them).
  if (shape.kind === "lexeme" && "phrase" in term) return { key: shape.query, levels: index.wordLevels(shape.lexeme!) };
  return { key: shape.query, levels: await index.termLevels(shape.query, () => repo.termLevels(db, shape.query)) };
}

/**
 * A search's products, kept per search as far as the page `use` needs (CatalogIndex.matches). A
 * planned search is ranked in the index, once for all the searches whose words hold the same products;
 * one written with full-text syntax is ranked by the database. A word the catalogue's words do not
 * include, searched beside its corrections (SearchPlan.unknownWords), is first assumed to be held by no
 * product: `unshaped` lists those whose reading the page's statement must bring (rowsIfCurrent), and
 * the page is found again if one is held.
 */
export async function searchMatchesInIndex(db: Database, index: CatalogIndex, use: MatchesUse & { filter: IndexFilter & SearchFilter }): Promise<{ matches: SearchMatches; unshaped: string[] }> {
  const { filter } = use;
  const plan = filter.searchPlan;
  const anyTerm = filter.anyTerm ?? false;
  if (!plan) {
    const matches = await index.matches(JSON.stringify(["typed", filter.search, anyTerm]), async () => index.matchesInOrder(await repo.searchMatchIds(db, filter)), use);
    return { matches, unshaped: [] };
  }
  const terms = plan.terms.map((alternatives) => alternatives.map((phrase) => ({ phrase })));
  const found = await foundTerms(db, index, terms, 0, new Set(plan.unknownWords));
  const matches = await index.matches(JSON.stringify(["planned", rankingKey(found), anyTerm]), async () => index.ranked(levelsIn(found), { anyTerm }), use);
  return { matches, unshaped: [...new Set(found.flat().flatMap((alternative) => alternative.unshaped ?? []))] };
}
