import { desc } from "drizzle-orm";
import type { ContactMessageInput } from "@shared/schemas/messages";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema/shopping";

export async function insertContactMessage(db: Database, message: ContactMessageInput): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** The newest messages first. */
export async function listContactMessages(db: Database, limit: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
