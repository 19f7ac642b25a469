import type { ContactMessageInput } from "@shared/schemas/messages";
import type { Database } from "../../db/client";
import { limitAddress } from "../rate-limits/client-address";
import { enforceRateLimit } from "../rate-limits/rate-limit";
import * as repo from "./contact.repo";

const MESSAGES_PER_ADDRESS = 5;
const WINDOW_SECONDS = 10 * 60;

export function createContactService(db: Database) {
  return {
    /** Stores a contact-form message for the administrators; a few per address every ten minutes. */
    async receive(input: ContactMessageInput, ip: string): Promise<void> {
      await enforceRateLimit(db, `contact:${limitAddress(ip)}`, MESSAGES_PER_ADDRESS, WINDOW_SECONDS);
      await repo.insertContactMessage(db, input);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
