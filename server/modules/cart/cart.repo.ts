import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { optionPairsOfVariant } from "../../db/variant-options";
import { brands, categories, products, productVariants } from "../../db/schema/catalog";
import { cartLines } from "../../db/schema/shopping";

const lineColumns = {
  id: cartLines.id,
  quantity: cartLines.quantity,
  variant: { id: productVariants.id, optionValues: optionPairsOfVariant },
  product: {
    id: products.id,
    name: products.name,
    slug: products.slug,
    imageUrl: products.imageUrl,
    pricePaise: productVariants.pricePaise,
    salePricePaise: productVariants.salePricePaise,
    stockQuantity: productVariants.stockQuantity,
    isActive: sql<boolean>`${products.isActive} and ${productVariants.isActive}`,
    brandName: brands.name,
    brandSlug: brands.slug,
    gstRate: products.gstRate,
    categoryGstRate: categories.gstRate,
  },
};

function selectLines(db: Database) {
  return db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

export function listLines(db: Database, userId: string) {
  return selectLines(db).where(eq(cartLines.userId, userId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export async function findLine(db: Database, userId: string, lineId: string): Promise<CartLineRow | undefined> {
  const [row] = await selectLines(db).where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)));
  return row;
}

export async function findLineByVariant(db: Database, userId: string, variantId: number): Promise<CartLineRow | undefined> {
  const [row] = await selectLines(db).where(and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId)));
  return row;
}

/** Adds to the variant's line, making it when missing, in one statement (safe when two adds race). */
export async function addToLine(db: Database, userId: string, variant: { productId: number; id: number }, quantity: number): Promise<void> {
  await db
    .insert(cartLines)
    .values({ userId, productId: variant.productId, variantId: variant.id, quantity })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.variantId],
      set: { quantity: sql`${cartLines.quantity} + ${quantity}`, updatedAt: new Date() },
    });
}

export async function setLineQuantity(db: Database, userId: string, lineId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteLine(db: Database, userId: string, lineId: string): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteAllLines(db: Database, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}

export async function deleteLinesForVariants(db: Database, userId: string, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.variantId, variantIds)));
}

/** Takes these variants out of every cart. */
export async function deleteAllLinesOfVariants(db: Database, variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db.delete(cartLines).where(inArray(cartLines.variantId, variantIds));
}
