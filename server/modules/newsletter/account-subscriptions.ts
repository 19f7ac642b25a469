import type { Database } from "../../db/client";
import * as repo from "./newsletter.repo";

/**
 * Forgets an account's newsletter subscriptions inside the caller's transaction (an account being
 * erased): those it made, and those of `email` when the account proved that address its own.
 */
export function forgetSubscriptionsOfAccount(tx: Database, userId: string, email: string | null): Promise<number> {
  return repo.deleteSubscriptionsOfAccount(tx, userId, email);
}
