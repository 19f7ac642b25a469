import type { Database } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema/shopping";

/** Adds an address unless it is there already (in any case); answers whether it was added. */
export async function insertSubscriber(db: Database, values: { email: string; userId?: string }): Promise<boolean> {
  const inserted = await db.insert(newsletterSubscribers).values(values).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
