import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inLockOrder } from "../../db/lock-order";
import { products, productVariants } from "../../db/schema/catalog";
import { orderLines } from "../../db/schema/orders";

/** What `lockProducts` answers: the products whose rows this transaction now holds, the only ones it may move stock of. */
export interface LockedProducts {
  readonly ids: ReadonlySet<number>;
}

/**
 * Locks, in one statement and by id ascending (server/db/lock-order.ts), every product a transaction
 * will move stock of: the given ones and those on the given orders' lines. Call it once, after locking
 * the orders and before the first stock move. FOR NO KEY UPDATE is the lock the stock updates take
 * anyway, so it does not hold up rows that merely refer to a product (cart and order lines).
 */
export async function lockProducts(db: Database, { productIds = [], ofOrders = [] }: { productIds?: Iterable<number>; ofOrders?: string[] }): Promise<LockedProducts> {
  const given = inLockOrder(productIds);
  if (given.length === 0 && ofOrders.length === 0) return { ids: new Set() };
  const onOrders = sql`${products.id} in (select ${orderLines.productId} from ${orderLines} where ${inArray(orderLines.orderId, ofOrders)})`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(or(given.length > 0 ? inArray(products.id, given) : undefined, ofOrders.length > 0 ? onOrders : undefined))
    .orderBy(asc(products.id))
    .for("no key update");
  return { ids: new Set(rows.map((row) => row.id)) };
}

function refuseUnlocked(locked: LockedProducts, productId: number): void {
  if (!locked.ids.has(productId)) throw new Error(`Stock of product ${productId} was about to move without lockProducts() first`);
}

/**
 * Whose stock moves: a variant of a product. A line written before its variant was known (or whose
 * variant was deleted) names none, and moves the product's stock only while it has exactly one variant.
 */
export interface StockKeeping {
  productId: number;
  variantId: number | null;
}

function theVariant({ productId, variantId }: StockKeeping) {
  const only = sql`(select min(${productVariants.id}) from ${productVariants} where ${productVariants.productId} = ${productId} having count(*) = 1)`;
  return and(eq(productVariants.productId, productId), variantId === null ? eq(productVariants.id, only) : eq(productVariants.id, variantId));
}

/**
 * Takes stock only if there is enough of an active variant of an active product: one conditional
 * statement, safe however many orders race. The product's own stock follows (migration 0019's triggers),
 * on the row the caller locked.
 */
export async function takeStock(db: Database, locked: LockedProducts, unit: StockKeeping, quantity: number): Promise<boolean> {
  refuseUnlocked(locked, unit.productId);
  const productActive = sql`exists (select 1 from ${products} where ${products.id} = ${unit.productId} and ${products.isActive})`;
  const taken = await db
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${quantity}` })
    .where(and(theVariant(unit), eq(productVariants.isActive, true), gte(productVariants.stockQuantity, quantity), productActive))
    .returning({ id: productVariants.id });
  return taken.length > 0;
}

export async function returnStock(db: Database, locked: LockedProducts, unit: StockKeeping, quantity: number): Promise<void> {
  refuseUnlocked(locked, unit.productId);
  await db
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${quantity}` })
    .where(theVariant(unit));
}
