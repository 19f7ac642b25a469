import type { Database } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema/shopping";
import { enforceRateLimit } from "../../rate-limit";

const SUBSCRIPTIONS_PER_ADDRESS_HOURLY = 10;

/** An address is stored once, whatever its case. Answers whether it is new. */
export async function subscribeToNewsletter(db: Database, input: { email: string; userId?: string; ip: string }): Promise<boolean> {
  await enforceRateLimit(db, `newsletter:${input.ip}`, SUBSCRIPTIONS_PER_ADDRESS_HOURLY, 60 * 60);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, userId: input.userId })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
