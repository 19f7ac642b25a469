import type { Database } from "../../db/client";
import { lockAdministratorIds } from "./admin-users.repo";
import { findPendingEmail } from "./account-tokens.repo";

/** What other modules (data rights) read of accounts, without reaching into the accounts repos. */

export type { UserRow } from "./accounts.repo";

/** The new address the customer asked to change to and has not confirmed yet, if any. */
export function pendingEmailOf(db: Database, userId: string, currentEmail: string, now: Date): Promise<string | null> {
  return findPendingEmail(db, userId, currentEmail, now);
}

/** Locks the administrators' rows for the rest of the caller's transaction and answers their ids (the last one must stay). */
export function lockAdministrators(tx: Database): Promise<string[]> {
  return lockAdministratorIds(tx);
}
