import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { brands, categories, products, reviews, subcategories } from "../../db/schema/catalog";

export interface ProductFilter {
  featured?: boolean;
  search?: string;
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
};

/** The shopper's words as a full-text query (websearch syntax: quotes, OR, -word). */
const textQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

function matchesSearch(search: string): SQL {
  // Full-text for whole words and stems, trigram word similarity on the title for typos ("diapr" finds diapers).
  return sql`(${products.searchVector} @@ ${textQuery(search)} or ${products.searchTitle} %> ${search})`;
}

function relevance(search: string): SQL {
  return sql`(ts_rank_cd(${products.searchVector}, ${textQuery(search)}) + word_similarity(${search}, ${products.searchTitle}))`;
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
    filter.search ? matchesSearch(filter.search) : undefined,
  );
}

function orderClauses(order: ProductOrder, search: string | undefined): SQL[] {
  if (order.by === "relevance" && search) return [desc(relevance(search)), desc(products.createdAt), desc(products.id)];
  if (order.by === "relevance") return [desc(products.createdAt), desc(products.id)];
  const direction = order.direction === "asc" ? asc : desc;
  const column = {
    createdAt: products.createdAt,
    name: products.name,
    price: products.effectivePricePaise,
    rating: products.avgRating,
  }[order.by];
  const tieBreakers = order.by === "rating" ? [direction(products.reviewCount)] : [];
  return [direction(column), ...tieBreakers, direction(products.id)];
}

export function listProducts(db: Database, filter: ProductFilter, order: ProductOrder, page: { limit: number; offset: number }) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(activeProductsWhere(filter))
    .orderBy(...orderClauses(order, filter.search))
    .limit(page.limit)
    .offset(page.offset);
}

export type ProductSummaryRow = Awaited<ReturnType<typeof listProducts>>[number];

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(activeProductsWhere(filter));
  return row?.total ?? 0;
}

export async function findActiveProductBySlug(db: Database, slug: string) {
  const [row] = await db
    .select(detailColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.slug, slug), eq(products.isActive, true)));
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
