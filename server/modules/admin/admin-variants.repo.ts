import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, productOptions, productOptionValues, products, productVariants } from "../../db/schema/catalog";
import { orderLines } from "../../db/schema/orders";

export type VariantValues = Omit<typeof productVariants.$inferInsert, "id" | "productId" | "createdAt" | "updatedAt">;

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

/**
 * Locks the product's row, first of all (server/db/lock-order.ts), and reads what its variants are
 * checked against: whether it is on sale, and its GST rate and its category's.
 */
export async function lockProduct(db: Database, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      isActive: products.isActive,
      tags: products.tags,
      gstRate: products.gstRate,
      categoryGstRate: sql<number | null>`(select ${categories.gstRate} from ${categories} where ${categories.id} = ${products.categoryId})`,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for("no key update");
  return row;
}

/** Locks the product's variants (after the product, by id) and answers them. */
export function lockVariants(db: Database, productId: number) {
  return db
    .select({ id: productVariants.id, optionValues: productVariants.optionValues })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for("no key update");
}

/** A product's options and their values, in order: one row per value. */
export function optionValueRows(db: Database, productId: number) {
  return db
    .select({ optionId: productOptions.id, name: productOptions.name, value: productOptionValues.value, note: productOptionValues.note })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
}

/** All of a product's variants, on sale or not, in their order. */
export function variantsOf(db: Database, productId: number) {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export type VariantRow = Awaited<ReturnType<typeof variantsOf>>[number];

/** Of these SKUs, those another product or another product's variant already has. */
export async function skusOfOtherProducts(db: Database, productId: number, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const ofVariants = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)));
  const ofProducts = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(inArray(products.sku, skus), ne(products.id, productId)));
  return new Set([...ofVariants, ...ofProducts].flatMap((row) => (row.sku === null ? [] : [row.sku])));
}

/** Of these variants, those no order line names: they may go without changing any order's history. */
export async function neverOrdered(db: Database, variantIds: number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.id, variantIds), sql`not exists (select 1 from ${orderLines} where ${orderLines.variantId} = ${productVariants.id})`));
  return rows.map((row) => row.id);
}

/** Deletes these variants; their cart lines go with them (on delete cascade). */
export async function deleteVariants(db: Database, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db.delete(productVariants).where(inArray(productVariants.id, variantIds));
}

/** Takes these variants off sale for good, after the listed ones, and frees their SKUs (order lines keep their own copy). */
export async function retireVariants(db: Database, variantIds: number[], position: number): Promise<void> {
  if (variantIds.length === 0) return;
  await db.update(productVariants).set({ isActive: false, sku: null, position, updatedAt: new Date() }).where(inArray(productVariants.id, variantIds));
}

/**
 * Gives these variants a choice and no SKU that no other row can have, so that the updates after it may
 * swap choices or SKUs between them without meeting the unique indexes half-way.
 */
export async function releaseChoicesAndSkus(db: Database, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .update(productVariants)
    .set({ optionValues: sql`jsonb_build_object('', ${productVariants.id})`, sku: null })
    .where(inArray(productVariants.id, variantIds));
}

export async function replaceOptions(db: Database, productId: number, options: Array<{ name: string; values: Array<{ value: string; note: string | null }> }>) {
  await db.delete(productOptions).where(eq(productOptions.productId, productId));
  for (const [index, option] of options.entries()) {
    const [row] = await db.insert(productOptions).values({ productId, position: index + 1, name: option.name }).returning({ id: productOptions.id });
    await db.insert(productOptionValues).values(option.values.map((entry, position) => ({ optionId: row!.id, position: position + 1, ...entry })));
  }
}

export async function setSearchTags(db: Database, productId: number, searchTags: string): Promise<void> {
  await db.update(products).set({ searchTags }).where(eq(products.id, productId));
}

export async function updateVariant(db: Database, productId: number, variantId: number, values: VariantValues): Promise<void> {
  await db
    .update(productVariants)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
}

export async function insertVariant(db: Database, productId: number, values: VariantValues): Promise<void> {
  await db.insert(productVariants).values({ ...values, productId });
}
