import { asc, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { products, searchSynonyms } from "../../db/schema/catalog";

/** The text of active products that their words are read from: names, brands, categories, subcategories and tags. */
const VOCABULARY_DOCUMENTS = "select to_tsvector('simple', search_title || ' ' || search_tags) from products where is_active";

/** Each word of the active products' names, brands, categories, subcategories and tags, with how many products use it. */
export function searchWordCounts(db: Database): Promise<Array<{ word: string; products: number }>> {
  // ts_stat counts the documents each word is in, in one pass; words are split as searches split them.
  return queryRows(db, sql`select word, ndoc::int as products from ts_stat(${VOCABULARY_DOCUMENTS}) where word ~ '^[[:alnum:]]+$' and length(word) >= 2`);
}

/** The other text of active products that search indexes: their short descriptions and descriptions. */
const DESCRIPTION_DOCUMENTS = "select to_tsvector('simple', coalesce(short_description, '') || ' ' || coalesce(description, '')) from products where is_active";

/** The words of active products' descriptions, split as searches split them. */
export async function descriptionWords(db: Database): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(db, sql`select word from ts_stat(${DESCRIPTION_DOCUMENTS}) where word ~ '^[[:alnum:]]+$' and length(word) >= 2`);
  return rows.map((row) => row.word);
}

export async function activeProductCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(eq(products.isActive, true));
  return row?.total ?? 0;
}

export async function synonymGroups(db: Database): Promise<string[][]> {
  const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map((row) => row.terms);
}
