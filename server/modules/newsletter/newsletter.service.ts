import type { AccountNewsletter, NewsletterUnsubscribeInput } from "@shared/schemas/data-rights";
import type { NewsletterConfirmInput, NewsletterSubscribed } from "@shared/schemas/messages";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { queueMail } from "../outbox/queue-mail";
import { limitAddress } from "../rate-limits/client-address";
import { enforceRateLimit } from "../rate-limits/rate-limit";
import { checkConfirmationToken, confirmationToken } from "./confirmation-token";
import * as repo from "./newsletter.repo";
import { isUnsubscribeToken } from "./unsubscribe-token";

const SUBSCRIPTIONS_PER_ADDRESS_HOURLY = 10;
const UNSUBSCRIBES_PER_ADDRESS_HOURLY = 30;
const CONFIRMATIONS_PER_ADDRESS_HOURLY = 30;
/** An address gets at most one confirmation mail a day, however often it is typed into the box. */
const CONFIRMATION_MAIL_INTERVAL_MS = 24 * 60 * 60_000;

/** The spec's thanks, for every subscription: the answer never tells whether the address was on the list. */
export const SUBSCRIBED = "Thank you for subscribing to our newsletter.";
export const CONFIRMED = "You are subscribed. Our newsletter will come to this address about twice a month; every issue has a link to stop it.";
export const LINK_INVALID = "This confirmation link is not valid. Please use the link from our mail, or subscribe again.";
export const LINK_EXPIRED = "This confirmation link has expired. Please subscribe again and we will send you a new one.";

export interface NewsletterDeps {
  /** Signs the confirmation and unsubscribe links (the session secret). */
  secret: string;
  /** The outbox worker is told once a confirmation mail is committed. */
  events: EventBus;
}

/** Who subscribes: the signed-in account, if any, with its address and whether that is verified. */
export interface Subscriber {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createNewsletterService(db: Database, { secret, events }: NewsletterDeps) {
  return {
    /**
     * Double opt-in: an address is stored as awaiting confirmation and mailed a signed link (at most once a
     * day), unless the signed-in customer gives their own verified address, which is confirmed at once.
     * An address is stored once, whatever its case.
     */
    async subscribe(input: { email: string; account?: Subscriber; ip: string }): Promise<NewsletterSubscribed> {
      await enforceRateLimit(db, `newsletter:${limitAddress(input.ip)}`, SUBSCRIPTIONS_PER_ADDRESS_HOURLY, 60 * 60);
      const { email, account } = input;
      if (account?.emailVerifiedAt && sameAddress(account.email, email)) {
        await db.transaction(async (tx) => {
          await repo.takePending(tx, email);
          await repo.insertSubscriber(tx, { email, userId: account.id });
        });
        return { message: SUBSCRIBED, confirmedAtOnce: true };
      }
      await transactionThenEmit(db, events, async (tx, pending) => {
        if (await repo.isSubscribed(tx, email)) return;
        const now = new Date();
        const mailDue =
          (await repo.insertPending(tx, { email, userId: account?.id ?? null }, now)) ||
          (await repo.remailPendingIfDue(tx, email, new Date(now.getTime() - CONFIRMATION_MAIL_INTERVAL_MS), now));
        if (!mailDue) return;
        // Only the address and the link: nothing the person who typed it in could choose.
        await queueMail(tx, pending, { kind: "newsletter_confirm", to: email, data: { email, token: confirmationToken(secret, email, now) }, userId: null });
      });
      return { message: SUBSCRIBED, confirmedAtOnce: false };
    },

    /** The confirmation link, posted by the page it opens: its token proves the address's owner got the mail. */
    async confirm(input: NewsletterConfirmInput, ip: string): Promise<void> {
      await enforceRateLimit(db, `newsletter-confirm:${limitAddress(ip)}`, CONFIRMATIONS_PER_ADDRESS_HOURLY, 60 * 60);
      const check = checkConfirmationToken(secret, input.email, input.token);
      if (check === "invalid") throw new AppError("invalid_input", LINK_INVALID, { field: "token" });
      await db.transaction(async (tx) => {
        // Opened twice (or by a mail scanner's browser after the owner): still subscribed.
        if (await repo.isSubscribed(tx, input.email)) return;
        // Forgotten after its week, or stopped by its owner meanwhile: the link no longer subscribes anybody.
        const awaiting = check === "valid" ? await repo.takePending(tx, input.email) : undefined;
        if (!awaiting) throw new AppError("invalid_input", LINK_EXPIRED, { field: "token" });
        await repo.insertSubscriber(tx, { email: awaiting.email, userId: awaiting.userId });
      });
    },

    /** The unsubscribe link of any newsletter: its token proves the shop made it for this address. */
    async unsubscribeByLink(input: NewsletterUnsubscribeInput, ip: string): Promise<void> {
      await enforceRateLimit(db, `newsletter-unsubscribe:${limitAddress(ip)}`, UNSUBSCRIBES_PER_ADDRESS_HOURLY, 60 * 60);
      if (!isUnsubscribeToken(secret, input.email, input.token)) {
        throw new AppError("invalid_input", "This unsubscribe link is not valid. Please use the link from the newsletter itself.", { field: "token" });
      }
      await repo.deleteSubscriberByEmail(db, input.email);
    },

    async ofAccount(email: string): Promise<AccountNewsletter> {
      const subscribed = await repo.isSubscribed(db, email);
      return { email, subscribed, awaitingConfirmation: !subscribed && (await repo.isAwaitingConfirmation(db, email)) };
    },

    /** The account's address, and any address subscribed while signed in to it, confirmed or awaiting. */
    async unsubscribeAccount(userId: string, email: string): Promise<AccountNewsletter> {
      await repo.deleteSubscriptionsOfAccount(db, userId, email);
      return { email, subscribed: false, awaitingConfirmation: false };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
