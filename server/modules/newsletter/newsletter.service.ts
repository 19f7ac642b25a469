import type { Database } from "../../db/client";
import { enforceRateLimit } from "../rate-limits/rate-limit";
import * as repo from "./newsletter.repo";

const SUBSCRIPTIONS_PER_ADDRESS_HOURLY = 10;

export function createNewsletterService(db: Database) {
  return {
    /** An address is stored once, whatever its case. Answers whether it is new. */
    async subscribe(input: { email: string; userId?: string; ip: string }): Promise<boolean> {
      await enforceRateLimit(db, `newsletter:${input.ip}`, SUBSCRIPTIONS_PER_ADDRESS_HOURLY, 60 * 60);
      return repo.insertSubscriber(db, { email: input.email, userId: input.userId });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
