import type { AccountTokenPurpose } from "@shared/constants";
import type { ChangeEmailInput, ForgotPasswordInput, ResetPasswordInput, User, VerifyEmailInput } from "@shared/schemas/accounts";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { type EventBus, type PendingEvents, transactionThenEmit } from "../../events/event-bus";
import type { AccountMailKind } from "../outbox/mail-data";
import { queueMail } from "../outbox/queue-mail";
import { limitAddress } from "../rate-limits/client-address";
import { enforceRateLimit } from "../rate-limits/rate-limit";
import { hashAccountToken, newAccountToken, tokenExpiry } from "./account-tokens";
import * as tokens from "./account-tokens.repo";
import * as repo from "./accounts.repo";
import type { PasswordHasher } from "./password";

const HOUR_SECONDS = 3600;
/** Throttles of the mailed links: per hour, by what each one is keyed on. */
export const LINK_LIMITS = {
  resetRequestsPerAddress: 3,
  resetRequestsPerIp: 20,
  linkUsesPerIp: 30,
  verificationResendsPerUser: 3,
  addressChangesPerUser: 5,
};

export const RESET_REQUESTED =
  "If an account exists for that address, we've sent a link to reset its password. It works for one hour.";
export const EMAIL_VERIFIED = "Your e-mail address is verified.";
const ALREADY_VERIFIED = "Your e-mail address is already verified.";
const LINK_UNUSABLE = "This link has expired or was already used. Please ask for a new one.";
const EMAIL_TAKEN = "An account with this email already exists";

const unusableLink = () => new AppError("invalid_input", LINK_UNUSABLE, { field: "token" });
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

interface ClientAddress {
  ip: string;
}

export interface AccountLinksDeps {
  events: EventBus;
  hasher: PasswordHasher;
  /** The account as the API describes it, with its pending new address. */
  present(row: repo.UserRow): Promise<User>;
  /** The current password under the sign-in throttle (see createAccountsService). */
  checkPassword(email: string, user: repo.UserRow, password: string, ip: string): Promise<boolean>;
  /** A new session for the user: its token, and the user as signed in. */
  startSession(user: repo.UserRow, client: ClientAddress & { userAgent?: string }): Promise<{ token: string; user: User }>;
}

/**
 * The name an account mail may greet with. Anyone may sign up with anyone's address and any name
 * ("Win ₹5,000 at …"), so the name is only written to the account's own address once that address is
 * proven; other mails (the welcome, a link for an address being proved) say "Hello,".
 */
export function greetingName(user: repo.UserRow, to: string): string | null {
  return user.emailVerifiedAt && to.toLowerCase() === user.email.toLowerCase() ? user.firstName : null;
}

/**
 * Writes a one-time link for `email` and its mail, inside the caller's transaction: the mail is sent
 * only if the transaction commits.
 */
export async function queueLink(
  tx: Database,
  pending: PendingEvents,
  { user, kind, purpose, email }: { user: repo.UserRow; kind: AccountMailKind; purpose: AccountTokenPurpose; email: string },
): Promise<void> {
  const token = newAccountToken();
  const now = new Date();
  await tokens.insertAccountToken(tx, { tokenHash: hashAccountToken(token), userId: user.id, purpose, email, createdAt: now, expiresAt: tokenExpiry(purpose, now) });
  await queueMail(tx, pending, { kind, to: email, data: { firstName: greetingName(user, email), email, token }, userId: user.id });
}

/**
 * Tells the owner of an account that its password or address changed, inside the transaction that
 * changed it. The mail carries no link; for email_changed it goes to the old address and names the new.
 */
export async function queueChangeNotice(
  tx: Database,
  pending: PendingEvents,
  { user, kind, to, email, at }: { user: repo.UserRow; kind: "password_changed" | "email_changed"; to: string; email: string; at: Date },
): Promise<void> {
  await queueMail(tx, pending, { kind, to, data: { firstName: greetingName(user, to), email, token: null, changedAt: at.toISOString() }, userId: user.id });
}

/**
 * Tells the owner of an account that someone signed up with its address (sign-up answered as if an
 * account was made, and changed nothing). The mail carries no link.
 */
export async function queueSignupAttemptNotice(tx: Database, pending: PendingEvents, { user, at }: { user: repo.UserRow; at: Date }): Promise<void> {
  await queueMail(tx, pending, { kind: "signup_attempted", to: user.email, data: { firstName: greetingName(user, user.email), email: user.email, token: null, changedAt: at.toISOString() }, userId: user.id });
}

/**
 * Forgotten passwords, verified addresses and changing the address: everything done through a link
 * mailed to the user. Part of the accounts service.
 */
export function createAccountLinks(db: Database, { events, hasher, present, checkPassword, startSession }: AccountLinksDeps) {
  return {
    /**
     * Mails a reset link when an account has this address, and answers the same either way: no
     * password is hashed and no mail is sent during the request, and the throttles count every request.
     * A new link makes the user's older ones unusable.
     */
    async requestPasswordReset(input: ForgotPasswordInput, client: ClientAddress): Promise<void> {
      await enforceRateLimit(db, `password-reset:ip:${limitAddress(client.ip)}`, LINK_LIMITS.resetRequestsPerIp, HOUR_SECONDS);
      await enforceRateLimit(db, `password-reset:address:${input.email.toLowerCase()}`, LINK_LIMITS.resetRequestsPerAddress, HOUR_SECONDS);
      await transactionThenEmit(db, events, async (tx, pending) => {
        const user = await repo.findUserByEmail(tx, input.email);
        if (!user) return;
        await tokens.retireTokens(tx, user.id, new Date(), "password_reset");
        await queueLink(tx, pending, { user, kind: "password_reset", purpose: "password_reset", email: user.email });
      });
    },

    /**
     * A new password through a reset link: every session of the user ends and a new one starts; the
     * address is verified too, since the link was read there. The address is told of the change: the
     * mail is the record, and it catches a reset its owner did not ask for.
     */
    async resetPassword(input: ResetPasswordInput, client: ClientAddress & { userAgent?: string }): Promise<{ token: string; user: User }> {
      await enforceRateLimit(db, `account-link:ip:${limitAddress(client.ip)}`, LINK_LIMITS.linkUsesPerIp, HOUR_SECONDS);
      const tokenHash = hashAccountToken(input.token);
      // Looked at first so that a dead link costs no hashing; the transaction below takes it for good.
      if (!(await tokens.findUsableToken(db, tokenHash, "password_reset", new Date()))) throw unusableLink();
      const passwordHash = await hasher.hash(input.newPassword, limitAddress(client.ip));
      const user = await transactionThenEmit(db, events, async (tx, pending) => {
        const now = new Date();
        const used = await tokens.useToken(tx, tokenHash, "password_reset", now);
        const owner = used && (await repo.findUserById(tx, used.userId));
        if (!used || !owner) throw unusableLink();
        await repo.deleteSessionsOfUser(tx, owner.id);
        await tokens.retireTokens(tx, owner.id, now, "password_reset");
        const proved = sameAddress(used.email, owner.email) && !owner.emailVerifiedAt;
        const updated = (await repo.updateUser(tx, owner.id, { passwordHash, ...(proved ? { emailVerifiedAt: now } : {}) })) ?? owner;
        await queueChangeNotice(tx, pending, { user: updated, kind: "password_changed", to: updated.email, email: updated.email, at: now });
        return updated;
      });
      return startSession(user, client);
    },

    /**
     * Proves an address with its link, signed in or not. A link for another address than the account's
     * (an address change) makes it the account's address, unless another account took it meanwhile.
     * The old address is told of the change. The user is answered only to a session of that same account.
     */
    async verifyEmail(input: VerifyEmailInput, signedInUserId: string | null, client: ClientAddress): Promise<{ user?: User; message: string }> {
      await enforceRateLimit(db, `account-link:ip:${limitAddress(client.ip)}`, LINK_LIMITS.linkUsesPerIp, HOUR_SECONDS);
      const user = await transactionThenEmit(db, events, async (tx, pending) => {
        const now = new Date();
        const used = await tokens.useToken(tx, hashAccountToken(input.token), "verify_email", now);
        const owner = used && (await repo.findUserById(tx, used.userId));
        if (!used || !owner) throw unusableLink();
        if (sameAddress(used.email, owner.email)) {
          return owner.emailVerifiedAt ? owner : ((await repo.updateUser(tx, owner.id, { emailVerifiedAt: now })) ?? owner);
        }
        const holder = await repo.findUserByEmail(tx, used.email);
        if (holder && holder.id !== owner.id) throw new AppError("duplicate", EMAIL_TAKEN, { field: "email" });
        // Links sent to the old address (resets, verifications) must not work for the account any more.
        await tokens.retireTokens(tx, owner.id, now);
        const moved = (await repo.updateUser(tx, owner.id, { email: used.email, emailVerifiedAt: now })) ?? owner;
        await queueChangeNotice(tx, pending, { user: owner, kind: "email_changed", to: owner.email, email: used.email, at: now });
        return moved;
      });
      return { ...(signedInUserId === user.id ? { user: await present(user) } : {}), message: EMAIL_VERIFIED };
    },

    /** A new verification link: to the new address waiting, else to the account's address if unproven. */
    async resendVerification(user: repo.UserRow): Promise<{ message: string }> {
      await enforceRateLimit(db, `verify-email-resend:user:${user.id}`, LINK_LIMITS.verificationResendsPerUser, HOUR_SECONDS);
      const email = (await tokens.findPendingEmail(db, user.id, user.email, new Date())) ?? (user.emailVerifiedAt ? null : user.email);
      if (!email) return { message: ALREADY_VERIFIED };
      await transactionThenEmit(db, events, (tx, pending) => queueLink(tx, pending, { user, kind: "verify_email", purpose: "verify_email", email }));
      return { message: `We've sent a new verification link to ${email}.` };
    },

    /**
     * Starts changing the address: a link goes to the new one, which replaces the old once opened (the
     * old keeps working until then). The current password is asked when the account has one; a wrong
     * one counts as a failed sign-in. Whether the address is free is checked here and again at the link.
     */
    async changeEmail(user: repo.UserRow, input: ChangeEmailInput, client: ClientAddress): Promise<{ user: User; message: string }> {
      if (user.passwordHash) {
        if (!input.currentPassword) throw new AppError("invalid_input", "Current password is required", { field: "currentPassword" });
        if (!(await checkPassword(user.email, user, input.currentPassword, client.ip))) {
          throw new AppError("invalid_input", "Current password is incorrect", { field: "currentPassword" });
        }
      }
      if (sameAddress(input.email, user.email)) throw new AppError("invalid_input", "This is already your e-mail address", { field: "email" });
      const holder = await repo.findUserByEmail(db, input.email);
      if (holder && holder.id !== user.id) throw new AppError("duplicate", EMAIL_TAKEN, { field: "email" });
      await enforceRateLimit(db, `email-change:user:${user.id}`, LINK_LIMITS.addressChangesPerUser, HOUR_SECONDS);
      await transactionThenEmit(db, events, async (tx, pending) => {
        // Only the newest address asked for can become the account's.
        await tokens.retireAddressChanges(tx, user.id, user.email, new Date());
        await queueLink(tx, pending, { user, kind: "verify_email", purpose: "verify_email", email: input.email });
      });
      return { user: await present(user), message: `We've sent a link to ${input.email}. Your address changes once you open it.` };
    },
  };
}
