import type { Database } from "../../db/client";
import * as repo from "./contact.repo";

/** Messages the back office's Messages page shows. */
const LIMIT = 1000;

/** The contact form's messages for the back office, newest first. */
export function createAdminMessagesService(db: Database) {
  return {
    async list() {
      const messages = await repo.listContactMessages(db, LIMIT);
      return messages.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
