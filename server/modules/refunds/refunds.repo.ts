import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderLines, orders } from "../../db/schema/orders";
import { refundLines, refunds } from "../../db/schema/refunds";

export type RefundRow = typeof refunds.$inferSelect;
export type RefundLineRow = typeof refundLines.$inferSelect;

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
 * Leases the gateway refund due longest by `now` that Razorpay has not acknowledged yet, skipping any
 * another process holds: it gets one more attempt and is not due again until `leaseMs` has passed
 * (renewed while Razorpay is being asked). A process that dies while calling Razorpay leaves the refund
 * to be sent again, with the same idempotency key, once the lease has run out.
 */
export async function takeDueRefund(db: Database, now: Date, leaseMs: number): Promise<RefundRow | undefined> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.method, "razorpay"), eq(refunds.state, "pending"), isNull(refunds.gatewayRefundId), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [taken] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(inArray(refunds.id, due))
    .returning();
  return taken;
}

/** Only the attempt that took a refund (and still holds it: not yet acknowledged) may move its lease. */
const heldBy = (refund: Pick<RefundRow, "id" | "attempts">) =>
  and(eq(refunds.id, refund.id), eq(refunds.state, "pending"), isNull(refunds.gatewayRefundId), eq(refunds.attempts, refund.attempts));

/** Keeps a refund being sent leased for `leaseMs` more. */
export async function renewRefundLease(db: Database, refund: Pick<RefundRow, "id" | "attempts">, leaseMs: number): Promise<void> {
  await db.update(refunds).set({ nextAttemptAt: new Date(Date.now() + leaseMs) }).where(heldBy(refund));
}

/** Gives back a refund taken but not sent (the process is stopping): due at once, the attempt not counted. */
export async function handBackRefund(db: Database, refund: Pick<RefundRow, "id" | "attempts">): Promise<void> {
  await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(heldBy(refund));
}

/** Ends an attempt Razorpay did not answer: its error, and when it is tried again. */
export async function retryRefundLater(db: Database, refund: Pick<RefundRow, "id" | "attempts">, lastError: string, nextAttemptAt: Date): Promise<void> {
  await db.update(refunds).set({ lastError, nextAttemptAt, updatedAt: new Date() }).where(heldBy(refund));
}
