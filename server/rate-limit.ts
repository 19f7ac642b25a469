import { sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimitCounters } from "./db/schema/accounts";
import { AppError } from "./errors";

/**
 * Counts one hit for a key in a fixed window kept in PostgreSQL, so counts hold across every app
 * process. Answers the hits in the current window and the seconds until it ends.
 */
export async function countHit(db: Database, key: string, windowSeconds: number): Promise<{ hits: number; secondsLeft: number }> {
  const expired = sql`${rateLimitCounters.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  return row!;
}

/** At most `limit` hits per window for a key; the next one is a 429 with Retry-After. */
export async function enforceRateLimit(db: Database, key: string, limit: number, windowSeconds: number): Promise<void> {
  const { hits, secondsLeft } = await countHit(db, key, windowSeconds);
  if (hits > limit) {
    throw new AppError("rate_limited", "Too many requests. Please try again later.", { headers: { "retry-after": String(secondsLeft) } });
  }
}
