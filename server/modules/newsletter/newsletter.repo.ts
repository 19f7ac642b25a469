import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema/shopping";

/** Adds an address unless it is there already (in any case); answers whether it was added. */
export async function insertSubscriber(db: Database, values: { email: string; userId?: string }): Promise<boolean> {
  const inserted = await db.insert(newsletterSubscribers).values(values).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}

/** Removes an address (in any case); answers whether it was subscribed. */
export async function deleteSubscriberByEmail(db: Database, email: string): Promise<boolean> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length > 0;
}

/** Removes the account's subscriptions: its address, and any address subscribed while signed in to it. */
export async function deleteSubscriptionsOfAccount(db: Database, userId: string, email: string): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(or(eq(newsletterSubscribers.userId, userId), eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase())))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}

export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
  return row !== undefined;
}
