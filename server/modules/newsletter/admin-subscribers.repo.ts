import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterPendingSubscribers, newsletterSubscribers } from "../../db/schema/shopping";

/** The confirmed subscribers: an address awaiting its confirmation link is not one (see countAwaitingConfirmation). */
export async function listSubscribers(db: Database, limit: number) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(limit);
}

/** Addresses given in the newsletter box whose confirmation link was not opened yet. */
export async function countAwaitingConfirmation(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsletterPendingSubscribers);
  return row?.total ?? 0;
}
