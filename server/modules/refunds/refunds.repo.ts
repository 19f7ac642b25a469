import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderLines, orders } from "../../db/schema/orders";
import { refundLines, refunds } from "../../db/schema/refunds";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundLineRow = typeof refundLines.$inferSelect;

/** The refunds of these orders, oldest first. */
export function refundsOf(db: Database, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt));
}

export async function insertRefund(db: Database, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function insertRefundLines(db: Database, values: RefundLineRow[]): Promise<void> {
  if (values.length > 0) await db.insert(refundLines).values(values);
}

export function refundLinesOf(db: Database, refundId: string): Promise<RefundLineRow[]> {
  return db.select().from(refundLines).where(eq(refundLines.refundId, refundId));
}

/** Adds (or, with a negative number, takes back) refunded units of an order line; its CHECK keeps them within the quantity. */
export async function addRefundedQuantity(db: Database, orderLineId: string, quantity: number): Promise<void> {
  await db
    .update(orderLines)
    .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${quantity}` })
    .where(eq(orderLines.id, orderLineId));
}

/** Adds (or takes back) an amount to what the order's refunds give back; the CHECK orders_refunds_within_total guards it. */
export async function addRefundedPaise(db: Database, orderId: string, amountPaise: number) {
  const [row] = await db
    .update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${amountPaise}`, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Locks one refund for the rest of the transaction. */
export async function lockRefund(db: Database, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for("update");
  return row;
}

/** Locks the refund Razorpay knows by this id. */
export async function lockRefundByGatewayId(db: Database, gatewayRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId)).for("update");
  return row;
}

export async function updateRefund(db: Database, id: string, values: Partial<typeof refunds.$inferInsert>): Promise<RefundRow> {
  const [row] = await db
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/**
 * Claims up to `limit` gateway refunds due by `now` that Razorpay has not acknowledged yet, skipping any
 * another process holds: each gets one more attempt and a lease until its next one (30 s, doubling per
 * attempt, at most an hour). A process that dies while calling Razorpay leaves the refund to be sent
 * again, with the same idempotency key, once the lease has run out.
 */
export function claimDueRefunds(db: Database, now: Date, limit: number): Promise<RefundRow[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.method, "razorpay"), eq(refunds.state, "pending"), isNull(refunds.gatewayRefundId), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(3600, 30 * power(2, ${refunds.attempts})))`,
      updatedAt: now,
    })
    .where(inArray(refunds.id, due))
    .returning();
}

/** Units of these order lines that refunds put back in stock. */
export async function restockedUnitsOf(db: Database, orderLineIds: string[]): Promise<Map<string, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await db
    .select({ orderLineId: refundLines.orderLineId, units: sql<number>`sum(${refundLines.quantity})::int` })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(and(inArray(refundLines.orderLineId, orderLineIds), eq(refunds.restocked, true)))
    .groupBy(refundLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, Number(row.units)]));
}
