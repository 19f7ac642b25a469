import { and, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { preparedOnce } from "../../db/prepared-once";
import { catalogVersion, products } from "../../db/schema/catalog";
import { matchesSearch, type SearchFilter, searchRelevanceOrder } from "./ranking.repo";
import { type SearchTerm, shapeOf, type TermShape } from "./term-shape";

/** How the text search reads each phrase of the placeholder `phrases` (`tsquery` as text, in their order). */
export const phraseQueriesOf = () =>
  sql<string[] | null>`(select array_agg(phraseto_tsquery('english', asked.phrase)::text order by asked.at) from unnest(${sql.placeholder("phrases")}::text[]) with ordinality as asked(phrase, at))`;

const versionShapingStatement = preparedOnce((db) =>
  db.select({ version: catalogVersion.version, phraseQueries: phraseQueriesOf() }).from(catalogVersion).where(eq(catalogVersion.id, 1)).prepare("catalog_version_shaping"),
);

/** The catalogue version, and how the text search reads each of `phrases` (in their order). */
export async function versionAndPhraseQueries(db: Database, phrases: readonly string[]): Promise<{ version: number; phraseQueries: string[] }> {
  const [row] = await versionShapingStatement(db).execute({ phrases: [...phrases] });
  return { version: row?.version ?? 0, phraseQueries: row?.phraseQueries ?? [] };
}

// Prepared: a word being typed is new to nearly every suggestion. A start is letters and digits only
// (suggestion-plan.ts splits words so): safe inside to_tsquery. Read beside the catalogue version's one
// row, as a select needs a table.
const startShapeStatement = preparedOnce((db) =>
  db
    .select({ text: sql<string>`to_tsquery('english', ${sql.placeholder("start")})::text` })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1))
    .prepare("catalog_start_shape"),
);

/** A term as the database's text search reads it (term-shape.ts). */
export async function termShape(db: Database, term: SearchTerm): Promise<TermShape> {
  if ("phrase" in term) {
    const [row] = await versionShapingStatement(db).execute({ phrases: [term.phrase] });
    return shapeOf(term, row?.phraseQueries?.[0] ?? "");
  }
  const [row] = await startShapeStatement(db).execute({ start: `${term.start}:*` });
  return shapeOf(term, row?.text ?? "");
}

/**
 * Every active product holding a term, given as the database's text search query for it (termShape's
 * `query`), with where it is found: matchTier's levels, 3 in the name … 0 only with the tags and
 * descriptions. The levels are asked with the query's words restricted to weights (`'toy':A`), which
 * is what filtering the text to those weights does, at a third of the cost.
 */
export async function termLevels(db: Database, query: string): Promise<{ ids: number[]; levels: number[] }> {
  const weighted = (weights: string) => query.replace(/'(?:[^'\\]|'')*'(:\*)?/g, (operand, prefix?: string) => `${operand}${prefix ? "" : ":"}${weights}`);
  // Tens of thousands of products travel as two texts (ids joined by commas, one digit per level):
  // reading them as rows cost the shop more than finding them cost the database.
  const [row] = await queryRows<{ ids: string; levels: string }>(
    db,
    sql`select coalesce(string_agg(id::text, ','), '') as ids, coalesce(string_agg(level::text, ''), '') as levels from (
      select ${products.id} as id, case
        when ${products.searchVector} @@ ${weighted("A")}::tsquery then 3
        when ${products.searchVector} @@ ${weighted("AB")}::tsquery then 2
        when ${products.searchVector} @@ ${weighted("ABC")}::tsquery then 1
        else 0 end as level
      from ${products} where ${products.isActive} and ${products.searchVector} @@ ${query}::tsquery
    ) as found`,
  );
  if (!row?.ids) return { ids: [], levels: [] };
  return { ids: row.ids.split(",").map(Number), levels: Array.from(row.levels, Number) };
}

/** Every active product a search finds, in search's order (relevance), whatever the list's other filters. */
export async function searchMatchIds(db: Database, filter: SearchFilter): Promise<number[]> {
  const search = { search: filter.search, searchPlan: filter.searchPlan, anyTerm: filter.anyTerm };
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), matchesSearch(search)))
    .orderBy(...searchRelevanceOrder(search));
  return rows.map((row) => row.id);
}
