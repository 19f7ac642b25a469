import type { User } from "@shared/schemas/accounts";
import type { Database } from "../../db/client";
import type { EventBus } from "../../events/event-bus";
import { createAccountLinks } from "./account-links";
import { createAccountProfile } from "./account-profile";
import { createAccountSessions } from "./account-sessions";
import { findPendingEmail } from "./account-tokens.repo";
import { toUser } from "./account-view";
import type { UserRow } from "./accounts.repo";
import { createAdministrators } from "./administrators";
import { createOidcAccounts } from "./oidc-accounts";
import type { PasswordHasher } from "./password";
import { createPasswordCheck, createSignIn } from "./sign-in";
import { createSignUp } from "./sign-up";
import type { SignupLimits } from "./signup-quota";

export type { ClientInfo, SessionUser } from "./account-sessions";
export { toUser } from "./account-view";
export type { ProviderIdentity } from "./oidc-accounts";
export { SIGNED_UP } from "./sign-up";

export interface AccountsDeps {
  hasher: PasswordHasher;
  signupLimits: SignupLimits;
  /** Mails (welcome, links) go through the outbox; its worker is told once they are committed. */
  events: EventBus;
}

/**
 * The accounts service, put together from its parts: sign-up, sign-in and sessions, the profile, the
 * links mailed to the user, the identity provider's sign-in and the administrators.
 */
export function createAccountsService(db: Database, { hasher, signupLimits, events }: AccountsDeps) {
  /** The account with the new address it waits to verify, if any: one indexed read. */
  async function present(row: UserRow): Promise<User> {
    return toUser(row, await findPendingEmail(db, row.id, row.email, new Date()));
  }

  const checkPassword = createPasswordCheck(db, hasher);
  const { startSession, authenticate, logout } = createAccountSessions(db, { present });

  return {
    startSession,
    present,
    ...createSignIn(db, { checkPassword, startSession }),
    ...createAccountLinks(db, { events, hasher, present, checkPassword, startSession }),
    ...createSignUp(db, { hasher, signupLimits, events }),
    authenticate,
    logout,
    ...createAccountProfile(db, { hasher, events, present, checkPassword }),
    ...createOidcAccounts(db),
    ...createAdministrators(db, { hasher }),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
