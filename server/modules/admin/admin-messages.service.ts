import type { Database } from "../../db/client";
import * as repo from "./admin-messages.repo";

/** Messages and subscribers the page shows. */
const LIMIT = 1000;
/** Subscribers in the CSV download. */
const SUBSCRIBERS_EXPORTED = 50_000;

export interface AdminMessagesDeps {
  /** The page that unsubscribes an address (signed for it), for the CSV's mailing tool to put in every newsletter. */
  unsubscribeUrl(email: string): string;
}

/** Contact-form messages and newsletter subscribers, newest first; subscribers also as CSV. */
export function createAdminMessagesService(db: Database, { unsubscribeUrl }: AdminMessagesDeps) {
  async function subscribers(limit: number) {
    const rows = await repo.listSubscribers(db, limit);
    return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }));
  }

  return {
    async list() {
      const messages = await repo.listContactMessages(db, LIMIT);
      return {
        messages: messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        subscribers: await subscribers(LIMIT),
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

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
