import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { searchQueries } from "../../db/schema/catalog";

export type SearchQueryToInsert = typeof searchQueries.$inferInsert;

export async function insertSearchQueries(db: Database, rows: SearchQueryToInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(searchQueries).values(rows);
}

/**
 * The start of the period, as the analytics page counts it: today and the `days - 1` days before, in
 * India time. A constant, so the index on searched_at finds the period's rows.
 */
const periodStart = (days: number) => sql`(((now() at time zone 'Asia/Kolkata')::date - ${days - 1}::int)::timestamp at time zone 'Asia/Kolkata')`;

export async function countSearches(db: Database, days: number): Promise<number> {
  const [row] = await queryRows<{ searches: number }>(
    db,
    sql`select count(*)::int as searches from ${searchQueries} where ${searchQueries.searchedAt} >= ${periodStart(days)}`,
  );
  return row!.searches;
}

export interface SearchedWordsRow {
  query: string;
  searches: number;
  /** What the latest search of these words found. */
  results: number;
  lastSearchedAt: Date | string;
}

/** The words searched most often in the period, `limit` of them; with `foundNothing`, only those whose latest search found no product. */
export function mostSearched(db: Database, days: number, { limit, foundNothing }: { limit: number; foundNothing: boolean }): Promise<SearchedWordsRow[]> {
  const q = searchQueries;
  return queryRows<SearchedWordsRow>(
    db,
    sql`with searched as (
          select ${q.query} as query, count(*)::int as searches,
                 (array_agg(${q.results} order by ${q.searchedAt} desc, ${q.id} desc))[1] as results,
                 max(${q.searchedAt}) as "lastSearchedAt"
          from ${q}
          where ${q.searchedAt} >= ${periodStart(days)}
          group by ${q.query}
        )
        select query, searches, results, "lastSearchedAt" from searched
        ${foundNothing ? sql`where results = 0` : sql``}
        order by searches desc, query
        limit ${limit}`,
  );
}
