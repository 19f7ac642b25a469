import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brands, categories, products } from "../../db/schema/catalog";
import { cartLines } from "../../db/schema/shopping";

const lineColumns = {
  id: cartLines.id,
  quantity: cartLines.quantity,
  product: {
    id: products.id,
    name: products.name,
    slug: products.slug,
    imageUrl: products.imageUrl,
    pricePaise: products.pricePaise,
    salePricePaise: products.salePricePaise,
    stockQuantity: products.stockQuantity,
    isActive: products.isActive,
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

export async function findLineByProduct(db: Database, userId: string, productId: number): Promise<CartLineRow | undefined> {
  const [row] = await selectLines(db).where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
  return row;
}

/** Adds to the product's line, making it when missing, in one statement (safe when two adds race). */
export async function addToLine(db: Database, userId: string, productId: number, quantity: number): Promise<void> {
  await db
    .insert(cartLines)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.productId],
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

export async function deleteLinesForProducts(db: Database, userId: string, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, productIds)));
}

export async function findSellableProducts(db: Database, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.isActive, true)));
}
