import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedOnce } from "../../db/prepared-once";
import { users } from "../../db/schema/accounts";
import { brands, catalogVersion, categories, productOptions, products, reviews, subcategories } from "../../db/schema/catalog";
import { phraseQueriesOf, versionAndPhraseQueries } from "../search/public";

/**
 * The catalogue's own reads: product pages, reviews, categories, brands, and product summaries by id.
 * Lists and searches asked of the database are in catalog-search.repo.ts; what the catalogue's index is
 * built from is the search module's (server/modules/search/).
 */

export const summaryColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  effectivePricePaise: products.effectivePricePaise,
  maxEffectivePricePaise: products.maxEffectivePricePaise,
  hasOptions: sql<boolean>`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id})`,
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

/** Product summaries with their brand, category and subcategory; the caller adds the condition. */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));
}

export type ProductSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const catalogVersionNow = sql<number>`(select ${catalogVersion.version} from ${catalogVersion} where ${catalogVersion.id} = 1)`.mapWith(Number);

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

// The same, with how the text search reads some phrases.
const pageRowsShapingStatement = preparedOnce((db) => pageRowsSelect(db, { phraseQueries: phraseQueriesOf() }).prepare("catalog_page_rows_shaping"));

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
  return { rows, ...(await versionAndPhraseQueries(db, phrases)) };
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
  return selectSummaries(db).where(inArray(products.id, ids));
}
