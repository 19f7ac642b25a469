import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Database, values: typeof mailOutbox.$inferInsert): Promise<MailRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
}

/** Whether the outbox holds a mail of this kind about this order (order mails are written once). */
export async function hasOrderMail(db: Database, orderId: string, kind: MailRow["kind"]): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind)))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims up to `limit` pending mails due by `now`, skipping any another process holds: each gets one
 * more attempt and its next attempt moved on (30 s, doubling per attempt, at most an hour), which is
 * also how long this process has to send it before another may. Answers them oldest first, so a
 * customer reads "shipped" before "delivered".
 */
export async function claimDueMails(db: Database, now: Date, limit: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.state, "pending"), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(3600, 30 * power(2, ${mailOutbox.attempts})))`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Records how a pending mail ended (sent, failed, not sent) or why its attempt failed (still pending). */
export async function updatePendingMail(db: Database, id: string, values: Partial<Pick<MailRow, "state" | "sentAt" | "lastError" | "data">>): Promise<void> {
  await db
    .update(mailOutbox)
    .set(values)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, "pending")));
}
