import type { ContactMessageInput } from "@shared/schemas/messages";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema/shopping";

export async function insertContactMessage(db: Database, message: ContactMessageInput): Promise<void> {
  await db.insert(contactMessages).values(message);
}
