import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contactMessages, newsletterSubscribers } from "../../db/schema/shopping";

const LIMIT = 1000;

/** Contact-form messages and newsletter subscribers, newest first; subscribers also as CSV. */
export function createAdminMessagesService(db: Database) {
  async function subscribers() {
    const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(50_000);
    return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }));
  }

  return {
    async list() {
      const messages = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(LIMIT);
      return {
        messages: messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        subscribers: (await subscribers()).slice(0, LIMIT),
      };
    },

    async subscribersCsv(): Promise<string> {
      // A leading =, +, - or @ would make a spreadsheet run the cell as a formula.
      const cell = (value: string) => `"${value.replace(/^[=+\-@]/, "'$&").replaceAll('"', '""')}"`;
      const lines = (await subscribers()).map((row) => [row.email, row.createdAt].map(cell).join(","));
      return ["email,subscribed_at", ...lines].join("\r\n") + "\r\n";
    },
  };
}

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
