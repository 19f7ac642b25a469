import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { countHit } from "./rate-limits.repo";

/** At most `limit` hits per window for a key; the next one is a 429 with Retry-After. */
export async function enforceRateLimit(db: Database, key: string, limit: number, windowSeconds: number): Promise<void> {
  const { hits, secondsLeft } = await countHit(db, key, windowSeconds);
  if (hits > limit) {
    throw new AppError("rate_limited", "Too many requests. Please try again later.", { headers: { "retry-after": String(secondsLeft) } });
  }
}
