import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/schema/accounts";
import { countHit } from "../../rate-limit";

const WINDOW_SECONDS = 15 * 60;
const FIRST_BLOCK_SECONDS = 30;
const LONGEST_BLOCK_SECONDS = 15 * 60;
/** Failures allowed in a window before each further one blocks for longer (30 s, 60 s, … 15 min). */
const FREE_FAILURES = { account: 5, address: 20 };

const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `login:address:${ip}`;

/**
 * Failed sign-ins per account and per address, shared by every app process through PostgreSQL.
 * A success clears the account's count, so a parent who mistyped is never locked out for long.
 */
export function createLoginThrottle(db: Database) {
  async function recordFailure(key: string, freeFailures: number): Promise<void> {
    const { hits } = await countHit(db, key, WINDOW_SECONDS);
    if (hits < freeFailures) return;
    const blockSeconds = Math.min(FIRST_BLOCK_SECONDS * 2 ** (hits - freeFailures), LONGEST_BLOCK_SECONDS);
    await db
      .update(rateLimitCounters)
      .set({ blockedUntil: sql`now() + make_interval(secs => ${blockSeconds})` })
      .where(sql`${rateLimitCounters.key} = ${key}`);
  }

  return {
    /** Seconds to wait before trying again, or 0 when the attempt may go ahead. */
    async secondsUntilAllowed(email: string, ip: string): Promise<number> {
      const rows = await db
        .select({ wait: sql<number>`ceil(extract(epoch from ${rateLimitCounters.blockedUntil} - now()))::int` })
        .from(rateLimitCounters)
        .where(and(inArray(rateLimitCounters.key, [accountKey(email), addressKey(ip)]), gt(rateLimitCounters.blockedUntil, sql`now()`)));
      return Math.max(0, ...rows.map((row) => row.wait));
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await recordFailure(accountKey(email), FREE_FAILURES.account);
      await recordFailure(addressKey(ip), FREE_FAILURES.address);
    },

    async recordSuccess(email: string): Promise<void> {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${accountKey(email)}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
