import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/schema/accounts";

/** The longest window a counter may use: housekeeping deletes counters whose window started longer ago. */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Counts one hit for a key in a fixed window kept in PostgreSQL, so counts hold across every app
 * process. Answers the hits in the current window and the seconds until it ends.
 */
export async function countHit(db: Database, key: string, windowSeconds: number): Promise<{ hits: number; secondsLeft: number }> {
  if (windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`A rate-limit window may last at most ${LONGEST_WINDOW_SECONDS} seconds`);
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

/** Blocks a key for `seconds` from now. */
export async function blockKey(db: Database, key: string, seconds: number): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ blockedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}

/** The longest block still running on any of `keys`, in whole seconds, or 0. */
export async function secondsBlocked(db: Database, keys: string[]): Promise<number> {
  const rows = await db
    .select({ wait: sql<number>`ceil(extract(epoch from ${rateLimitCounters.blockedUntil} - now()))::int` })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, keys), gt(rateLimitCounters.blockedUntil, sql`now()`)));
  return Math.max(0, ...rows.map((row) => row.wait));
}

/** The hits of a key whose window started less than `windowSeconds` ago, or 0. */
export async function hitsInWindow(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(sql`${rateLimitCounters.key} = ${key}`, gt(rateLimitCounters.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return row?.hits ?? 0;
}

export async function deleteCounter(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}

/** Takes back one hit counted by `countHit` for work that then did not happen. */
export async function giveBackHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}
