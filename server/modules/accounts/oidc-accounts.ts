import type { Database } from "../../db/client";
import * as repo from "./accounts.repo";

export interface ProviderIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

/** Signing in through the identity provider (OpenID Connect). Part of the accounts service. */
export function createOidcAccounts(db: Database) {
  return {
    /**
     * The shop account of someone the identity provider vouched for: the one linked to their subject,
     * else the one with their verified e-mail (now linked), else a new one. No verified e-mail, no account.
     * The provider's word that the address is theirs verifies it in the shop too.
     */
    async accountForProviderIdentity(identity: ProviderIdentity): Promise<repo.UserRow | null> {
      const now = new Date();
      const vouchesFor = (user: repo.UserRow) =>
        identity.emailVerified && identity.email !== undefined && identity.email.toLowerCase() === user.email.toLowerCase() && !user.emailVerifiedAt;
      const linked = await repo.findUserByOidcSubject(db, identity.subject);
      if (linked) return vouchesFor(linked) ? ((await repo.updateUser(db, linked.id, { emailVerifiedAt: now })) ?? linked) : linked;
      if (!identity.email || !identity.emailVerified) return null;
      const existing = await repo.findUserByEmail(db, identity.email);
      if (existing) {
        if (existing.emailVerifiedAt) return (await repo.updateUser(db, existing.id, { oidcSubject: identity.subject })) ?? null;
        // Whoever registered this address never proved it is theirs, and the provider says it is this
        // person's: the registrant's password and sessions must not stay in the account it now opens.
        return db.transaction(async (tx) => {
          await repo.deleteSessionsOfUser(tx, existing.id);
          return (await repo.updateUser(tx, existing.id, { oidcSubject: identity.subject, emailVerifiedAt: now, passwordHash: null })) ?? null;
        });
      }
      const created = await repo.insertUser(db, {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        oidcSubject: identity.subject,
        emailVerifiedAt: now,
      });
      return created ?? (await repo.findUserByEmail(db, identity.email)) ?? null;
    },
  };
}
