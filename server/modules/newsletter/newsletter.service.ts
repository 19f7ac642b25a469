import type { AccountNewsletter, NewsletterUnsubscribeInput } from "@shared/schemas/data-rights";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { enforceRateLimit } from "../rate-limits/rate-limit";
import * as repo from "./newsletter.repo";
import { isUnsubscribeToken } from "./unsubscribe-token";

const SUBSCRIPTIONS_PER_ADDRESS_HOURLY = 10;
const UNSUBSCRIBES_PER_ADDRESS_HOURLY = 30;

export interface NewsletterDeps {
  /** Signs the unsubscribe links (the session secret). */
  secret: string;
}

export function createNewsletterService(db: Database, { secret }: NewsletterDeps) {
  return {
    /** An address is stored once, whatever its case. Answers whether it is new. */
    async subscribe(input: { email: string; userId?: string; ip: string }): Promise<boolean> {
      await enforceRateLimit(db, `newsletter:${input.ip}`, SUBSCRIPTIONS_PER_ADDRESS_HOURLY, 60 * 60);
      return repo.insertSubscriber(db, { email: input.email, userId: input.userId });
    },

    /** The unsubscribe link of any newsletter: its token proves the shop made it for this address. */
    async unsubscribeByLink(input: NewsletterUnsubscribeInput, ip: string): Promise<void> {
      await enforceRateLimit(db, `newsletter-unsubscribe:${ip}`, UNSUBSCRIBES_PER_ADDRESS_HOURLY, 60 * 60);
      if (!isUnsubscribeToken(secret, input.email, input.token)) {
        throw new AppError("invalid_input", "This unsubscribe link is not valid. Please use the link from the newsletter itself.", { field: "token" });
      }
      await repo.deleteSubscriberByEmail(db, input.email);
    },

    async ofAccount(email: string): Promise<AccountNewsletter> {
      return { email, subscribed: await repo.isSubscribed(db, email) };
    },

    /** The account's address, and any address subscribed while signed in to it. */
    async unsubscribeAccount(userId: string, email: string): Promise<AccountNewsletter> {
      await repo.deleteSubscriptionsOfAccount(db, userId, email);
      return { email, subscribed: false };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
