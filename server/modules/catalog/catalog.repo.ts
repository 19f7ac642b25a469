import { and, type AnyColumn, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { brands, catalogVersion, categories, products, reviews, searchSynonyms, subcategories } from "../../db/schema/catalog";
import type { Listing, ProductLexemes } from "./catalog-index";
import type { SearchPlan } from "./search-plan";

export interface ProductFilter {
  featured?: boolean;
  search?: string;
  /** The search's words as corrected and widened by synonyms (search-plan.ts); none: the words as typed. */
  searchPlan?: SearchPlan;
  /** Products with any of the planned terms, not all (a search none has all the words of). */
  anyTerm?: boolean;
  /** Only these products (a window of the catalogue, see catalog.service.ts). */
  amongIds?: readonly number[];
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
  minPricePaise?: number;
  maxPricePaise?: number;
}

export type ProductOrder = { by: "createdAt" | "name" | "price" | "rating"; direction: "asc" | "desc" } | { by: "relevance" };

const summaryColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  mrpPaise: products.mrpPaise,
  discountPercent: products.discountPercent,
  imageUrl: products.imageUrl,
  images: products.images,
  shortDescription: products.shortDescription,
  stockQuantity: products.stockQuantity,
  avgRating: products.avgRating,
  reviewCount: products.reviewCount,
  size: products.size,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
  brand: { id: brands.id, name: brands.name, slug: brands.slug },
  category: { id: categories.id, name: categories.name, slug: categories.slug },
  subcategory: { id: subcategories.id, name: subcategories.name, slug: subcategories.slug },
};

const detailColumns = {
  ...summaryColumns,
  description: products.description,
  videos: products.videos,
  tags: products.tags,
  netQuantity: products.netQuantity,
  netQuantityUnit: products.netQuantityUnit,
  countryOfOrigin: products.countryOfOrigin,
  makerRole: products.makerRole,
  makerName: products.makerName,
  makerAddress: products.makerAddress,
  bestBeforeMonths: products.bestBeforeMonths,
};

/**
 * The shopper's words as a full-text query: as planned (every term, each standing for any of its
 * corrections and synonyms, phrases kept together), else as typed, in websearch syntax (quotes, OR, -word).
 * `anyTerm`: a product needs only one of the terms (when none has them all).
 */
function textQuery(search: string, plan: SearchPlan | undefined, anyTerm = false): SQL {
  if (!plan) return sql`websearch_to_tsquery('english', ${search})`;
  const anyOf = (alternatives: string[]) => sql`(${sql.join(alternatives.map((term) => sql`phraseto_tsquery('english', ${term})`), sql` || `)})`;
  return sql`(${sql.join(plan.terms.map(anyOf), anyTerm ? sql` || ` : sql` && `)})`;
}

export const ALL_WORDS_IN_NAME = 3;

/**
 * Where the words were found, best first: 3 all in the name, 2 in the name and brand, 1 in those and
 * the category or subcategory, 0 only with the tags and descriptions (the weights of search_vector).
 */
function matchTier(query: SQL): SQL {
  return sql`(case
    when ts_filter(${products.searchVector}, '{a}') @@ ${query} then ${sql.raw(String(ALL_WORDS_IN_NAME))}
    when ts_filter(${products.searchVector}, '{a,b}') @@ ${query} then 2
    when ts_filter(${products.searchVector}, '{a,b,c}') @@ ${query} then 1
    else 0 end)`;
}

/** Among products found alike: in stock first, then the better rated, then the newer (products_active_rating_created_idx). */
const BEST_FIRST = [desc(sql`${products.stockQuantity} > 0`), desc(products.avgRating), desc(products.createdAt), desc(products.id)];

/** Search's order: where the words were found (matchTier), then products found alike best first. */
export function relevanceOrder(query: SQL): SQL[] {
  return [desc(matchTier(query)), ...BEST_FIRST];
}

function activeProductsWhere(filter: ProductFilter): SQL | undefined {
  return and(
    eq(products.isActive, true),
    filter.featured === undefined ? undefined : eq(products.isFeatured, filter.featured),
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    filter.subcategoryId === undefined ? undefined : eq(products.subcategoryId, filter.subcategoryId),
    filter.brandId === undefined ? undefined : eq(products.brandId, filter.brandId),
    filter.minPricePaise === undefined ? undefined : gte(products.effectivePricePaise, filter.minPricePaise),
    filter.maxPricePaise === undefined ? undefined : lte(products.effectivePricePaise, filter.maxPricePaise),
    filter.search ? sql`${products.searchVector} @@ ${textQuery(filter.search, filter.searchPlan, filter.anyTerm)}` : undefined,
    filter.amongIds ? amongIds(filter.amongIds) : undefined,
  );
}

/** How many of the planned terms (each: any of its alternatives) a product holds. */
function termsHeld(plan: SearchPlan): SQL {
  const held = plan.terms.map((alternatives) => sql`(${products.searchVector} @@ ${textQuery("", { terms: [alternatives] })})::int`);
  return sql`(${sql.join(held, sql` + `)})`;
}

function orderClauses(order: ProductOrder, filter: ProductFilter): SQL[] {
  if (order.by === "relevance" && filter.search) {
    const query = textQuery(filter.search, filter.searchPlan, filter.anyTerm);
    // With any of the words, products with more of them come first.
    const mostWords = filter.anyTerm && filter.searchPlan ? [desc(termsHeld(filter.searchPlan))] : [];
    return [...mostWords, ...relevanceOrder(query)];
  }
  if (order.by === "relevance") return [desc(products.createdAt), desc(products.id)];
  const direction = order.direction === "asc" ? asc : desc;
  const column = {
    createdAt: products.createdAt,
    name: products.name,
    price: products.effectivePricePaise,
    rating: products.avgRating,
  }[order.by];
  const keys = [column, ...(order.by === "rating" ? [products.reviewCount] : []), products.id];
  return keys.map((key) => direction(filter.search ? sortedAfterMatching(key) : key));
}

/**
 * A sort key no index gives, so that a search's matches are found through the text index first and
 * sorted afterwards: that costs as much as there are matches (12,000 for "diaper" in 100,000 products:
 * 15 ms). Walking the sort's index and testing every product for the words instead costs nothing for
 * common words spread evenly, but reads most of the catalogue when the matches sit at the far end
 * ("bouncer" by price: 62,000 products read for 36 found).
 */
function sortedAfterMatching(key: AnyColumn): SQL {
  return sql`coalesce(${key}, ${key})`;
}

/**
 * A page of products: their ids are found and ordered first, and only the page's rows are read whole
 * and joined to their brands and categories (a search may order thousands of matches).
 */
export function listProducts(db: Database, filter: ProductFilter, order: ProductOrder, page: { limit: number; offset: number }) {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(activeProductsWhere(filter))
    .orderBy(...orderClauses(order, filter))
    .limit(page.limit)
    .offset(page.offset)
    .as("page_ids");
  return db
    .select(summaryColumns)
    .from(pageIds)
    .innerJoin(products, eq(products.id, pageIds.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .orderBy(...orderClauses(order, filter));
}

export type ProductSummaryRow = Awaited<ReturnType<typeof listProducts>>[number];

/** The first `count` products of a sorted list, its search left aside: read from the sort's index alone. */
export async function firstIdsInOrder(db: Database, filter: ProductFilter, order: ProductOrder, count: number): Promise<number[]> {
  const withoutSearch = { ...filter, search: undefined, searchPlan: undefined, anyTerm: undefined };
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(activeProductsWhere(withoutSearch))
    .orderBy(...orderClauses(order, withoutSearch))
    .limit(count);
  return rows.map((row) => row.id);
}

/**
 * The first `window` active products in the order of products found alike (BEST_FIRST without the
 * stock), read from products_active_rating_created_idx: "the best-rated products" that searches for
 * common words look among first.
 */
export async function bestRatedIds(db: Database, window: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.avgRating), desc(products.createdAt), desc(products.id))
    .limit(window);
  return rows.map((row) => row.id);
}

/** One of the products, given as one array (the planner then knows how few they are). */
export function amongIds(ids: readonly number[]): SQL {
  return sql`${products.id} = any(${`{${ids.join(",")}}`}::int[])`;
}

/**
 * The first `limit` matches in relevance order among the given products only, each with where its
 * words were found (3: all in the name). For words thousands of products hold, where ranking every
 * match costs a scan of much of the catalogue; the service decides whether these rows can stand for
 * the whole catalogue.
 */
export function listSearchMatchesAmong(db: Database, ids: readonly number[], filter: ProductFilter, limit: number) {
  const query = textQuery(filter.search ?? "", filter.searchPlan, filter.anyTerm);
  return db
    .select({ ...summaryColumns, tier: sql<number>`${matchTier(query)}`.mapWith(Number) })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(activeProductsWhere(filter), amongIds(ids)))
    .orderBy(...orderClauses({ by: "relevance" }, filter))
    .limit(limit);
}

/** The number that grows whenever the catalogue's index must be built again (schema/catalog.ts: catalogVersion). */
export async function readCatalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
  return row?.version ?? 0;
}

/**
 * Numbers of every active product (`values`: one, or several joined by commas), in `order`. They travel
 * as one text and are split here: 100,000 rows turned into objects one by one held the shop's thread
 * for 50 to 100 ms each time the catalogue's index was built.
 */
async function activeInOrder(db: Database, values: SQL, order: SQL[]): Promise<number[]> {
  const [row] = await queryRows<{ values: string | null }>(
    db,
    sql`select string_agg(${values}, ',' order by ${sql.join(order, sql`, `)}) as values from ${products} where ${products.isActive}`,
  );
  return row?.values ? row.values.split(",").map(Number) : [];
}

/** What lists filter on, for every active product, oldest first (the order "newest" reverses). */
export async function listingsOldestFirst(db: Database): Promise<Listing[]> {
  const fields = sql`concat_ws(',', ${products.id}, ${products.categoryId}, coalesce(${products.subcategoryId}, 0), ${products.brandId}, ${products.effectivePricePaise}, ${products.isFeatured}::int)`;
  const numbers = await activeInOrder(db, fields, orderClauses({ by: "createdAt", direction: "asc" }, {}));
  const listings: Listing[] = [];
  for (let at = 0; at < numbers.length; at += 6) {
    const subcategoryId = numbers[at + 2]!;
    listings.push({
      id: numbers[at]!,
      categoryId: numbers[at + 1]!,
      subcategoryId: subcategoryId === 0 ? null : subcategoryId,
      brandId: numbers[at + 3]!,
      pricePaise: numbers[at + 4]!,
      isFeatured: numbers[at + 5] === 1,
    });
  }
  return listings;
}

/**
 * Every active product's id in a sort's ascending order, as lists sort (descending is its reverse), or
 * "best first" as search orders products found alike (in stock, rating, newness).
 */
export function idsInOrder(db: Database, by: "name" | "price" | "rating" | "bestFirst"): Promise<number[]> {
  return activeInOrder(db, sql`${products.id}::text`, by === "bestFirst" ? BEST_FIRST : orderClauses({ by, direction: "asc" }, {}));
}

/**
 * Every active product's lexemes, by where they are: name (weight A), brand (B), category and
 * subcategory (C), tags and description (D).
 */
export function productLexemes(db: Database): Promise<ProductLexemes[]> {
  // Lexemes never hold a space: joined by spaces, the four lists travel as plain text.
  const weighted = (weight: string) => sql`array_to_string(tsvector_to_array(ts_filter(${products.searchVector}, ${`{${weight}}`}::"char"[])), ' ')`;
  return queryRows<ProductLexemes>(
    db,
    sql`select ${products.id} as id, ${weighted("a")} as name, ${weighted("b")} as brand, ${weighted("c")} as category, ${weighted("d")} as other from ${products} where ${products.isActive}`,
  );
}

/** One term of a search: a word or phrase (with synonyms, one of them), or the start of a word being typed. */
export type SearchTerm = { phrase: string } | { start: string };

/**
 * A term as the database's text search reads it (`query`, the same for words it reads alike:
 * "feeding" and "feeds"): nothing (a stop word), one lexeme ("babi"; for a start, the lexemes
 * beginning so), or something more (a phrase of several words).
 */
export async function termShape(db: Database, term: SearchTerm): Promise<TermShape> {
  if ("phrase" in term) {
    const [row] = await versionShapingStatement(db).execute({ phrases: [term.phrase] });
    return shapeOf(term, row?.phraseQueries?.[0] ?? "");
  }
  const [row] = await startShapeStatement(db).execute({ start: `${term.start}:*` });
  return shapeOf(term, row?.text ?? "");
}

export interface TermShape {
  query: string;
  kind: "empty" | "lexeme" | "other";
  lexeme?: string;
}

/** A term's shape from its query as the database wrote it (`tsquery` as text). */
export function shapeOf(term: SearchTerm, query: string): TermShape {
  if (query === "") return { query, kind: "empty" };
  const single = /^'((?:[^'\\]|'')+)'(:\*)?$/.exec(query);
  const isStart = !("phrase" in term);
  // A word's query is its lexeme alone; a start's is its lexeme marked as a prefix.
  if (single && (single[2] !== undefined) === isStart) return { query, kind: "lexeme", lexeme: single[1]!.replaceAll("''", "'") };
  return { query, kind: "other" };
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
export async function searchMatchIds(db: Database, filter: Pick<ProductFilter, "search" | "searchPlan" | "anyTerm">): Promise<number[]> {
  const search = { search: filter.search, searchPlan: filter.searchPlan, anyTerm: filter.anyTerm };
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(activeProductsWhere(search))
    .orderBy(...orderClauses({ by: "relevance" }, search));
  return rows.map((row) => row.id);
}

const catalogVersionNow = sql<number>`(select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1)`.mapWith(Number);

/** A statement prepared once per database: parsed and planned once per connection, not per request. */
function preparedOnce<T>(prepare: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}

/** The summaries of the active products whose ids are the placeholder `ids`, with the catalogue version and `more`. */
function pageRowsSelect<More extends Record<string, SQL.Aliased | SQL>>(db: Database, more: More) {
  return db
    .select({ ...summaryColumns, catalogVersion: catalogVersionNow, ...more })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.isActive, true), sql`${products.id} = any(${sql.placeholder("ids")}::int[])`));
}

const pageRowsStatement = preparedOnce((db) => pageRowsSelect(db, {}).prepare("catalog_page_rows"));

/** How the text search reads each phrase of the placeholder `phrases` (`tsquery` as text, in their order). */
const phraseQueriesOf = () =>
  sql<string[] | null>`(select array_agg(phraseto_tsquery('english', asked.phrase)::text order by asked.at) from unnest(${sql.placeholder("phrases")}::text[]) with ordinality as asked(phrase, at))`;

// The same, with how the text search reads some phrases.
const pageRowsShapingStatement = preparedOnce((db) => pageRowsSelect(db, { phraseQueries: phraseQueriesOf() }).prepare("catalog_page_rows_shaping"));

const versionShapingStatement = preparedOnce((db) =>
  db.select({ version: catalogVersion.version, phraseQueries: phraseQueriesOf() }).from(catalogVersion).where(eq(catalogVersion.id, 1)).prepare("catalog_version_shaping"),
);

/**
 * Active products' summaries in the order of `ids` (one withdrawn meanwhile is left out), with the
 * catalogue version they were read at, in the same statement: the page's ids are worth something only
 * if the index they came from is of that version. With `phrases`, also how the text search reads each
 * (`phraseQueries`, in their order): a mistyped word's, learnt without a round trip of its own.
 */
export async function pageRowsWithVersion(
  db: Database,
  ids: readonly number[],
  phrases: readonly string[] = [],
): Promise<{ rows: ProductSummaryRow[]; version: number; phraseQueries: string[] }> {
  let found: Array<ProductSummaryRow & { catalogVersion: number; phraseQueries?: string[] | null }> = [];
  if (ids.length > 0 && phrases.length === 0) found = await pageRowsStatement(db).execute({ ids: [...ids] });
  if (ids.length > 0 && phrases.length > 0) found = await pageRowsShapingStatement(db).execute({ ids: [...ids], phrases: [...phrases] });
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = found.map(({ catalogVersion: _version, phraseQueries: _queries, ...row }) => row).sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  if (found[0]) return { rows, version: found[0].catalogVersion, phraseQueries: found[0].phraseQueries ?? [] };
  // No page, or every product on it withdrawn meanwhile: the version and the phrases are read on their own.
  const [alone] = await versionShapingStatement(db).execute({ phrases: [...phrases] });
  return { rows, version: alone?.version ?? 0, phraseQueries: alone?.phraseQueries ?? [] };
}

/** How many products match, counted up to `cap` and no further: a count is never a scan of the catalogue. */
export async function countProducts(db: Database, filter: ProductFilter, cap: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(products).where(activeProductsWhere(filter)).limit(cap).as("matching");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
  return row?.total ?? 0;
}

const productBySlugStatement = preparedOnce((db) =>
  db
    .select(detailColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.slug, sql.placeholder("slug")), eq(products.isActive, true)))
    .prepare("catalog_product_by_slug"),
);

export async function findActiveProductBySlug(db: Database, slug: string) {
  const [row] = await productBySlugStatement(db).execute({ slug });
  return row;
}

export type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findActiveProductBySlug>>>;

export async function activeProductExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  return row !== undefined;
}

export function listReviews(db: Database, productId: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      verifiedPurchase: reviews.verifiedPurchase,
      firstName: users.firstName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

export function listSubcategories(db: Database) {
  return db.select().from(subcategories).orderBy(asc(subcategories.categoryId), asc(subcategories.sortOrder), asc(subcategories.name));
}

export function listBrands(db: Database) {
  return db.select().from(brands).orderBy(asc(brands.name));
}

/** Product summaries by id, active or not (a wishlist keeps products that were later withdrawn). */
export function productSummariesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(inArray(products.id, ids));
}

/** The text of active products that their words are read from: names, brands, categories, subcategories and tags. */
const VOCABULARY_DOCUMENTS = "select to_tsvector('simple', search_title || ' ' || search_tags) from products where is_active";

/** Each word of the active products' names, brands, categories, subcategories and tags, with how many products use it. */
export function searchWordCounts(db: Database): Promise<Array<{ word: string; products: number }>> {
  // ts_stat counts the documents each word is in, in one pass; words are split as searches split them.
  return queryRows(db, sql`select word, ndoc::int as products from ts_stat(${VOCABULARY_DOCUMENTS}) where word ~ '^[[:alnum:]]+$' and length(word) >= 2`);
}

export async function activeProductCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(eq(products.isActive, true));
  return row?.total ?? 0;
}

export async function synonymGroups(db: Database): Promise<string[][]> {
  const rows = await db.select({ terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
  return rows.map((row) => row.terms);
}
