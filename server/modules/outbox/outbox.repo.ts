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
 * Leases the oldest pending mail due by `now`, skipping any another process holds: it gets one more
 * attempt and is not due again until `leaseMs` has passed (renewed while it is being sent), so no other
 * process takes it meanwhile. Oldest first, so a customer reads "shipped" before "delivered".
 */
export async function takeDueMail(db: Database, now: Date, leaseMs: number): Promise<MailRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.state, "pending"), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [taken] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return taken;
}

/** Only the holder of a mail's lease (the attempt it took) may change it: a lease that ran out and was taken again is not its own. */
const heldBy = (mail: Pick<MailRow, "id" | "attempts">) => and(eq(mailOutbox.id, mail.id), eq(mailOutbox.state, "pending"), eq(mailOutbox.attempts, mail.attempts));

/** Keeps a mail being sent leased for `leaseMs` more. */
export async function renewMailLease(db: Database, mail: Pick<MailRow, "id" | "attempts">, leaseMs: number): Promise<void> {
  await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() + leaseMs) }).where(heldBy(mail));
}

/** Gives back a mail taken but not sent (the process is stopping): due at once, the attempt not counted. */
export async function handBackMail(db: Database, mail: Pick<MailRow, "id" | "attempts">): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
    .where(heldBy(mail));
}

/**
 * Records how the attempt at a leased mail ended (sent, failed, not sent, or a time to try again),
 * which ends the lease; answers false when the lease was no longer this attempt's.
 */
export async function endMailAttempt(
  db: Database,
  mail: Pick<MailRow, "id" | "attempts">,
  values: Partial<Pick<MailRow, "state" | "sentAt" | "lastError" | "data" | "nextAttemptAt">>,
): Promise<boolean> {
  const ended = await db.update(mailOutbox).set(values).where(heldBy(mail)).returning({ id: mailOutbox.id });
  return ended.length > 0;
}
