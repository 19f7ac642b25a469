import { and, asc, count, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { categories, products } from "../../db/schema/catalog";
import { type AddressRecord, idempotencyKeys, orderLines, orders, orderStatusChanges } from "../../db/schema/orders";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type StatusChangeRow = typeof orderStatusChanges.$inferSelect;

const IDEMPOTENCY_WINDOW = sql`now() - interval '24 hours'`;

/**
 * Claims an idempotency key for this attempt, remembering the hash of what it asks for. Answers what a
 * previous attempt with the same key made (within 24 hours): its order and its request's hash (null for
 * keys claimed before hashes were kept); or null when this attempt is the first and should go ahead.
 * A concurrent attempt with the same key waits here until the first one commits or rolls back.
 */
export async function claimIdempotencyKey(
  db: Database,
  userId: string,
  key: string,
  requestHash: string,
): Promise<{ orderId: string; requestHash: string | null } | null> {
  const claimed = await db.insert(idempotencyKeys).values({ userId, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const renewed = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(), orderId: null, requestHash })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.createdAt} < ${IDEMPOTENCY_WINDOW}`))
    .returning({ key: idempotencyKeys.key });
  if (renewed.length > 0) return null;
  const [previous] = await db
    .select({ orderId: idempotencyKeys.orderId, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return previous?.orderId ? { orderId: previous.orderId, requestHash: previous.requestHash } : null;
}

export async function recordIdempotentOrder(db: Database, userId: string, key: string, orderId: string, requestHash: string): Promise<void> {
  await db.update(idempotencyKeys).set({ orderId, requestHash }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export function productsForOrder(db: Database, ids: number[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      imageUrl: products.imageUrl,
      pricePaise: products.pricePaise,
      salePricePaise: products.salePricePaise,
      stockQuantity: products.stockQuantity,
      gstRate: products.gstRate,
      hsnCode: products.hsnCode,
      category: { gstRate: categories.gstRate, hsnCode: categories.hsnCode },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
}

/** The order, unless its number is taken (also by an order being written at the same moment): then nothing. */
export async function insertOrderUnlessNumberTaken(db: Database, values: typeof orders.$inferInsert): Promise<OrderRow | undefined> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing({ target: orders.orderNumber }).returning();
  return row;
}

export async function insertLines(db: Database, values: Array<typeof orderLines.$inferInsert>): Promise<void> {
  await db.insert(orderLines).values(values);
}

export async function insertStatusChange(db: Database, values: typeof orderStatusChanges.$inferInsert): Promise<void> {
  await db.insert(orderStatusChanges).values(values);
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Locks the order row for the rest of the transaction, so status changes and stock moves happen once. */
export async function lockOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

export async function updateOrder(db: Database, id: string, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The shipping addresses of the customer's orders, the latest order's first (at most `limit` orders looked at). */
export async function recentShippingAddresses(db: Database, userId: string, limit: number): Promise<AddressRecord[]> {
  const rows = await db
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => row.address);
}

export function listOrdersOfUser(db: Database, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

export function linesOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.productName));
}

export function statusChangesOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderStatusChanges).where(inArray(orderStatusChanges.orderId, orderIds)).orderBy(asc(orderStatusChanges.createdAt));
}

/** Whether the user has a delivered order with this product (who may review it). */
export async function hasDeliveredProduct(db: Database, userId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, "delivered"), eq(orderLines.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function findOrderByGatewayOrderId(db: Database, gatewayOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return row;
}

/**
 * Locks unpaid online orders older than the cut-off, skipping any another process has locked, so
 * several processes expiring orders at once each take different ones.
 */
export function lockExpiredUnpaidOrders(db: Database, placedBefore: Date, limit: number) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentMethod, "razorpay"), eq(orders.status, "pending"), ne(orders.paymentStatus, "paid"), lt(orders.createdAt, placedBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * Locks the customer's row for the rest of the transaction, so two checkouts of one customer run one
 * after the other (NO KEY UPDATE: rows that merely reference the customer are not held up).
 */
export async function lockCustomer(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/** The customer's cash-on-delivery orders still on their way: placed, not yet delivered or cancelled. */
export async function countOpenCashOnDeliveryOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, "cod"), inArray(orders.status, ["pending", "confirmed", "shipped"])));
  return row?.open ?? 0;
}

/** Locks the customer's online orders that are still waiting for their payment, by id ascending (server/db/lock-order.ts). */
export function lockUnpaidOnlineOrdersOf(db: Database, userId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, "razorpay"), eq(orders.status, "pending"), ne(orders.paymentStatus, "paid")))
    .orderBy(asc(orders.id))
    .for("update");
}
