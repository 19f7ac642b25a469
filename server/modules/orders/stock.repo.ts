import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inLockOrder } from "../../db/lock-order";
import { products } from "../../db/schema/catalog";
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

/** Takes stock only if there is enough: one conditional statement, safe however many orders race. */
export async function takeStock(db: Database, locked: LockedProducts, productId: number, quantity: number): Promise<boolean> {
  refuseUnlocked(locked, productId);
  const taken = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(and(eq(products.id, productId), eq(products.isActive, true), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  return taken.length > 0;
}

export async function returnStock(db: Database, locked: LockedProducts, productId: number, quantity: number): Promise<void> {
  refuseUnlocked(locked, productId);
  await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}` })
    .where(eq(products.id, productId));
}
