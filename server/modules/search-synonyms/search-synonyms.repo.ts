import { and, arrayOverlaps, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { searchSynonyms } from "../../db/schema/catalog";

const groupColumns = { id: searchSynonyms.id, terms: searchSynonyms.terms };

export type SynonymGroupRow = { id: number; terms: string[] };

export function listGroups(db: Database): Promise<SynonymGroupRow[]> {
  return db.select(groupColumns).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
}

export async function findGroup(db: Database, id: number): Promise<SynonymGroupRow | undefined> {
  const [row] = await db.select(groupColumns).from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row;
}

/**
 * Lets one writer at a time change the groups until its transaction ends (searches still read them), so
 * that two groups written at once cannot both take the same word.
 */
export async function lockGroupsForWriting(tx: Database): Promise<void> {
  await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
}

/** The groups, other than `exceptId`, that hold any of these terms. */
export function groupsHoldingAny(db: Database, terms: string[], exceptId?: number): Promise<SynonymGroupRow[]> {
  return db
    .select(groupColumns)
    .from(searchSynonyms)
    .where(and(arrayOverlaps(searchSynonyms.terms, terms), exceptId === undefined ? undefined : ne(searchSynonyms.id, exceptId)))
    .orderBy(asc(searchSynonyms.id));
}

export async function insertGroup(db: Database, terms: string[]): Promise<SynonymGroupRow> {
  const [row] = await db.insert(searchSynonyms).values({ terms }).returning(groupColumns);
  return row!;
}

export async function updateGroup(db: Database, id: number, terms: string[]): Promise<SynonymGroupRow | undefined> {
  const [row] = await db.update(searchSynonyms).set({ terms, updatedAt: new Date() }).where(eq(searchSynonyms.id, id)).returning(groupColumns);
  return row;
}

export async function deleteGroup(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  return rows.length > 0;
}
