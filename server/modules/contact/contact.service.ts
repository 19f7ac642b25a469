import type { ContactMessageInput } from "@shared/schemas/messages";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema/shopping";
import { enforceRateLimit } from "../../rate-limit";

const MESSAGES_PER_ADDRESS = 5;
const WINDOW_SECONDS = 10 * 60;

/** Stores a contact-form message for the administrators; a few per address every ten minutes. */
export async function receiveContactMessage(db: Database, input: ContactMessageInput, ip: string): Promise<void> {
  await enforceRateLimit(db, `contact:${ip}`, MESSAGES_PER_ADDRESS, WINDOW_SECONDS);
  await db.insert(contactMessages).values(input);
}
