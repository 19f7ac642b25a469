import type { ChangePasswordInput, LoginInput, ProfileUpdateInput, RegisterInput, User } from "@shared/schemas/accounts";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { limitAddress } from "../rate-limits/client-address";
import { countHit } from "../rate-limits/counters";
import { createAccountLinks, queueChangeNotice, queueLink, queueSignupAttemptNotice } from "./account-links";
import { findPendingEmail } from "./account-tokens.repo";
import * as repo from "./accounts.repo";
import { createLoginThrottle } from "./login-throttle";
import type { PasswordHasher } from "./password";
import { createSignupQuota, type SignupLimits } from "./signup-quota";
import { hashSessionToken, newSessionToken, SESSION_IDLE_LIMIT_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-token";

export interface SessionUser {
  user: repo.UserRow;
  tokenHash: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** The account as the API describes it; `pendingEmail` is looked up by the service (see `present`). */
export function toUser(row: repo.UserRow, pendingEmail: string | null = null): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail,
    hasPassword: row.passwordHash !== null,
  };
}

export interface ProviderIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

const INVALID_LOGIN = "Invalid email or password.";
/** Sign-up's answer, whether the address was new or already had an account. */
export const SIGNED_UP = "Account created. You can now sign in with your credentials.";
const HOUR_SECONDS = 3600;

export interface AccountsDeps {
  hasher: PasswordHasher;
  signupLimits: SignupLimits;
  /** Mails (welcome, links) go through the outbox; its worker is told once they are committed. */
  events: EventBus;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tooManyAttempts(seconds: number): AppError {
  return new AppError("rate_limited", `Too many sign-in attempts. Please try again in ${seconds} seconds.`, {
    headers: { "retry-after": String(seconds) },
  });
}

export function createAccountsService(db: Database, { hasher, signupLimits, events }: AccountsDeps) {
  const throttle = createLoginThrottle(db);
  const signupQuota = createSignupQuota(db, signupLimits);

  /** The account with the new address it waits to verify, if any: one indexed read. */
  async function present(row: repo.UserRow): Promise<User> {
    return toUser(row, await findPendingEmail(db, row.id, row.email, new Date()));
  }

  /**
   * Checks a password against an account under the sign-in throttle: refused while this address is
   * blocked for it, slowed down while the account is under attack, and every failure counted. A check
   * the shop is too busy for counts against the address too: a flood pays for the capacity it takes.
   */
  async function checkPassword(email: string, user: repo.UserRow | undefined, password: string, ip: string): Promise<boolean> {
    const wait = await throttle.secondsUntilAllowed(email, ip);
    if (wait > 0) throw tooManyAttempts(wait);
    const slowdown = await throttle.slowdownMs(email);
    if (slowdown > 0) await pause(slowdown);
    const client = limitAddress(ip);
    const check = await (user?.passwordHash
      ? hasher.verify(password, user.passwordHash, client)
      : hasher.verifyDecoy(password, client).then((valid) => ({ valid, needsRehash: false }))
    ).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === "busy") await throttle.recordRefusedAsBusy(ip);
      throw error;
    });
    if (!user || !check.valid) {
      await throttle.recordFailure(email, ip);
      return false;
    }
    await throttle.recordSuccess(email, ip);
    if (check.needsRehash) {
      // Raising the hash parameters: the password is at hand only now. A busy shop upgrades it next time.
      const upgraded = await hasher.hash(password, client).catch(() => null);
      if (upgraded) await repo.updateUser(db, user.id, { passwordHash: upgraded });
    }
    return true;
  }

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

  async function startSession(user: repo.UserRow, client: ClientInfo): Promise<{ token: string; user: User }> {
    const token = newSessionToken();
    const now = new Date();
    await repo.insertSession(db, {
      tokenHash: hashSessionToken(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_LIMIT_MS),
      userAgent: client.userAgent?.slice(0, 300),
      ipAddress: client.ip,
    });
    const signedIn = (await repo.updateUser(db, user.id, { lastLoginAt: now })) ?? user;
    return { token, user: await present(signedIn) };
  }

  return {
    startSession,
    present,
    /** The account's current password, under the sign-in throttle (deleting the account asks for it). */
    confirmPassword: (user: repo.UserRow, password: string, ip: string) => checkPassword(user.email, user, password, ip),
    ...createAccountLinks(db, { events, hasher, present, checkPassword, startSession }),

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

    async login(input: LoginInput, client: ClientInfo): Promise<{ token: string; user: User }> {
      const user = await repo.findUserByEmail(db, input.email);
      if (!(await checkPassword(input.email, user, input.password, client.ip)) || !user) throw new AppError("unauthorized", INVALID_LOGIN);
      return startSession(user, client);
    },

    /** The signed-in user behind a session token, moving the 30-day idle expiry forward now and then. */
    async authenticate(token: string): Promise<SessionUser | null> {
      const tokenHash = hashSessionToken(token);
      const now = new Date();
      const found = await repo.findSessionUser(db, tokenHash, now);
      if (!found) return null;
      if (now.getTime() - found.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await repo.extendSession(db, tokenHash, now, new Date(now.getTime() + SESSION_IDLE_LIMIT_MS));
      }
      return { user: found.user, tokenHash };
    },

    async logout(token: string): Promise<void> {
      await repo.deleteSession(db, hashSessionToken(token));
    },

    async updateProfile(userId: string, input: ProfileUpdateInput): Promise<User> {
      const row = await repo.updateUser(db, userId, { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber });
      if (!row) throw new AppError("unauthorized", "Unauthorized");
      return present(row);
    },

    /**
     * A new password ends every other session of the user; this one stays signed in, and the account's
     * address is told by mail. Guesses of the current password count against the same throttle as sign-ins.
     */
    async changePassword(session: SessionUser, input: ChangePasswordInput, client: ClientInfo): Promise<void> {
      const { user } = session;
      if (!user.passwordHash || !(await checkPassword(user.email, user, input.currentPassword, client.ip))) {
        throw new AppError("invalid_input", "Current password is incorrect", { field: "currentPassword" });
      }
      const passwordHash = await hasher.hash(input.newPassword, limitAddress(client.ip));
      await transactionThenEmit(db, events, async (tx, pending) => {
        const changed = (await repo.updateUser(tx, user.id, { passwordHash })) ?? user;
        await repo.deleteOtherSessions(tx, user.id, session.tokenHash);
        await queueChangeNotice(tx, pending, { user: changed, kind: "password_changed", to: changed.email, email: changed.email, at: new Date() });
      });
    },

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

    /** ADMIN_EMAIL and ADMIN_PASSWORD at start-up: that account exists and is an administrator. */
    async ensureAdministrator(email: string, password: string): Promise<"created" | "promoted" | "unchanged"> {
      const existing = await repo.findUserByEmail(db, email);
      if (!existing) {
        await repo.insertUser(db, { email, passwordHash: await hasher.hash(password), firstName: "Admin", isAdmin: true });
        return "created";
      }
      if (existing.isAdmin) return "unchanged";
      await repo.updateUser(db, existing.id, { isAdmin: true });
      return "promoted";
    },

    async grantAdministrator(email: string): Promise<repo.UserRow> {
      const existing = await repo.findUserByEmail(db, email);
      if (!existing) throw new AppError("not_found", `No account with the email ${email}`);
      return (await repo.updateUser(db, existing.id, { isAdmin: true })) ?? existing;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
