import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contactMessages, newsletterSubscribers } from "../../db/schema/shopping";

export async function listContactMessages(db: Database, limit: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

export async function listSubscribers(db: Database, limit: number) {
  return db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt)).limit(limit);
}
