import type { Database } from "../../db/client";
import * as repo from "./admin-subscribers.repo";

/** Subscribers the back office's Messages page shows. */
const LIMIT = 1000;
/** Subscribers in the CSV download. */
const SUBSCRIBERS_EXPORTED = 50_000;

export interface AdminSubscribersDeps {
  /** The page that unsubscribes an address (signed for it), for the CSV's mailing tool to put in every newsletter. */
  unsubscribeUrl(email: string): string;
}

/**
 * Newsletter subscribers for the back office, newest first, also as CSV. A subscriber is a confirmed
 * address: those awaiting their confirmation link are only counted, never listed or exported.
 */
export function createAdminSubscribersService(db: Database, { unsubscribeUrl }: AdminSubscribersDeps) {
  async function subscribers(limit: number) {
    const rows = await repo.listSubscribers(db, limit);
    return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }));
  }

  return {
    async list() {
      return {
        subscribers: await subscribers(LIMIT),
        awaitingConfirmation: await repo.countAwaitingConfirmation(db),
      };
    },

    async subscribersCsv(): Promise<string> {
      // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
      const cell = (value: string) => `"${value.replace(/^[=+\-@]/, "'$&").replaceAll('"', '""')}"`;
      const lines = (await subscribers(SUBSCRIBERS_EXPORTED)).map((row) => [row.email, row.createdAt, unsubscribeUrl(row.email)].map(cell).join(","));
      return ["email,subscribed_at,unsubscribe_url", ...lines].join("\r\n") + "\r\n";
    },
  };
}

export type AdminSubscribersService = ReturnType<typeof createAdminSubscribersService>;
