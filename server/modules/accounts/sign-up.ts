import type { RegisterInput } from "@shared/schemas/accounts";
import type { Database } from "../../db/client";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { limitAddress } from "../rate-limits/client-address";
import { countHit } from "../rate-limits/counters";
import { queueLink, queueSignupAttemptNotice } from "./account-links";
import type { ClientInfo } from "./account-sessions";
import * as repo from "./accounts.repo";
import type { PasswordHasher } from "./password";
import { createSignupQuota, type SignupLimits } from "./signup-quota";

/** Sign-up's answer, whether the address was new or already had an account. */
export const SIGNED_UP = "Account created. You can now sign in with your credentials.";
const HOUR_SECONDS = 3600;

export interface SignUpDeps {
  hasher: PasswordHasher;
  signupLimits: SignupLimits;
  /** The welcome mail and the notice of a sign-up with a taken address go through the outbox. */
  events: EventBus;
}

/** Making an account with a password. Part of the accounts service. */
export function createSignUp(db: Database, { hasher, signupLimits, events }: SignUpDeps) {
  const signupQuota = createSignupQuota(db, signupLimits);

  /**
   * The new account with its welcome mail; or, when the e-mail already has one, nothing, and its owner is
   * told by mail (at most once an hour, so strangers cannot flood their inbox).
   */
  async function makeAccount(input: RegisterInput, ip: string): Promise<repo.UserRow | undefined> {
    const passwordHash = await hasher.hash(input.password, limitAddress(ip));
    return transactionThenEmit(db, events, async (tx, pending) => {
      const inserted = await repo.insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
      });
      if (inserted) {
        await queueLink(tx, pending, { user: inserted, kind: "welcome", purpose: "verify_email", email: inserted.email });
        return inserted;
      }
      const owner = await repo.findUserByEmail(tx, input.email);
      if (owner && (await countHit(tx, `signup-attempt-notice:user:${owner.id}`, HOUR_SECONDS)).hits === 1) {
        await queueSignupAttemptNotice(tx, pending, { user: owner, at: new Date() });
      }
      return undefined;
    });
  }

  return {
    /**
     * Only the allow-listed fields reach the database: nobody registers as an administrator. The welcome
     * mail, with its link to verify the address, is written with the account. Only accounts made (and,
     * for the address, answers that an e-mail is taken) count against the sign-up quotas.
     *
     * An address that has an account gets the same answer, after the same work (the password is hashed
     * either way), so sign-up never tells who shops here; the account stays as it was.
     */
    async register(input: RegisterInput, client: ClientInfo): Promise<{ message: string }> {
      const reservation = await signupQuota.reserve(client.ip);
      const made = await makeAccount(input, client.ip).catch(async (error: unknown) => {
        await reservation.giveBack();
        throw error;
      });
      if (!made) await reservation.answeredDuplicate();
      return { message: SIGNED_UP };
    },
  };
}
