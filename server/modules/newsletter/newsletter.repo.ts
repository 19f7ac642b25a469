import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterPendingSubscribers, newsletterSubscribers } from "../../db/schema/shopping";

const sameAddress = (column: typeof newsletterSubscribers.email | typeof newsletterPendingSubscribers.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** Adds a confirmed address unless it is there already (in any case); answers whether it was added. */
export async function insertSubscriber(db: Database, values: { email: string; userId?: string | null }): Promise<boolean> {
  const inserted = await db.insert(newsletterSubscribers).values(values).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

/** Whether the address (in any case) is a confirmed subscriber. */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email));
  return row !== undefined;
}

/** Whether the address (in any case) was given and awaits its confirmation link. */
export async function isAwaitingConfirmation(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterPendingSubscribers.id })
    .from(newsletterPendingSubscribers)
    .where(sameAddress(newsletterPendingSubscribers.email, email));
  return row !== undefined;
}

/** Records an address awaiting confirmation, mailed at `now`, unless it awaits already; answers whether it was added. */
export async function insertPending(db: Database, values: { email: string; userId?: string | null }, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(newsletterPendingSubscribers)
    .values({ ...values, createdAt: now, mailedAt: now })
    .onConflictDoNothing()
    .returning({ id: newsletterPendingSubscribers.id });
  return inserted.length > 0;
}

/**
 * Moves an awaiting address's last mail to `now` if that mail was written at or before `mailedBy`;
 * answers whether it did (then a new mail is due). One statement, so two requests at once mail once.
 */
export async function remailPendingIfDue(db: Database, email: string, mailedBy: Date, now: Date): Promise<boolean> {
  const updated = await db
    .update(newsletterPendingSubscribers)
    .set({ mailedAt: now })
    .where(and(sameAddress(newsletterPendingSubscribers.email, email), lte(newsletterPendingSubscribers.mailedAt, mailedBy)))
    .returning({ id: newsletterPendingSubscribers.id });
  return updated.length > 0;
}

/** Removes an address awaiting confirmation and answers what it was, if it was there. */
export async function takePending(db: Database, email: string) {
  const [taken] = await db
    .delete(newsletterPendingSubscribers)
    .where(sameAddress(newsletterPendingSubscribers.email, email))
    .returning({ email: newsletterPendingSubscribers.email, userId: newsletterPendingSubscribers.userId });
  return taken;
}

/** Removes an address (in any case), confirmed or awaiting; answers whether it was there. */
export async function deleteSubscriberByEmail(db: Database, email: string): Promise<boolean> {
  const confirmed = await db.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)).returning({ id: newsletterSubscribers.id });
  const awaiting = await takePending(db, email);
  return confirmed.length > 0 || awaiting !== undefined;
}

/**
 * Removes the account's subscriptions, confirmed or awaiting: its address (when given), and any address
 * subscribed while signed in to it.
 */
export async function deleteSubscriptionsOfAccount(db: Database, userId: string, email: string | null): Promise<number> {
  let deleted = 0;
  for (const table of [newsletterSubscribers, newsletterPendingSubscribers]) {
    const ofAccount = eq(table.userId, userId);
    const rows = await db
      .delete(table)
      .where(email === null ? ofAccount : or(ofAccount, sameAddress(table.email, email)))
      .returning({ id: table.id });
    deleted += rows.length;
  }
  return deleted;
}
