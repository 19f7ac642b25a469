import { RECENT_SIGN_IN_MINUTES, type AccountErasureList, type AccountErasuresQuery, type DataExport, type DeleteAccountInput, type DeleteAccountResponse } from "@shared/schemas/data-rights";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import type { SessionUser } from "../accounts/accounts.service";
import { lockAdministrators, pendingEmailOf, type UserRow } from "../accounts/account-records";
import { forgetSubscriptionsOfAccount } from "../newsletter/account-subscriptions";
import { distinctAddresses, orderViews, ordersOfCustomer } from "../orders/order-lifecycle";
import { enforceRateLimit } from "../rate-limits/rate-limit";
import * as repo from "./data-rights.repo";

/** Downloads of one account's data per hour: each reads every table that mentions the customer. */
export const EXPORTS_PER_HOUR = 5;

export const EXPORT_ABOUT =
  "Everything KiddoKart holds about your account, as of exportedAt: your profile, how you sign in, the addresses " +
  "you gave at checkout, your orders (with their lines, status history, refunds and tax invoice numbers), reviews, " +
  "wishlist, cart, newsletter subscriptions (confirmed or awaiting confirmation), the devices signed in to your account, the e-mails we wrote to you " +
  "(what and when, not their text) and, once your address is verified, the messages you sent through the contact " +
  "form. Your password is stored only as a one-way hash and is not included. You can correct your details in My " +
  "Profile, and delete your account there.";

export interface DataRightsDeps {
  /** Checks the account's current password under the sign-in throttle (the accounts service's check). */
  confirmPassword(user: UserRow, password: string, ip: string): Promise<boolean>;
}

const iso = (at: Date) => at.toISOString();

/** The customer's rights over their data: a copy of all of it, and erasing the account. Plus the back office's list of erasures. */
export function createDataRightsService(db: Database, { confirmPassword }: DataRightsDeps) {
  /** The current password; an account without one must have signed in within the last few minutes instead. */
  async function confirmOwner(session: SessionUser, input: DeleteAccountInput, ip: string): Promise<void> {
    const { user } = session;
    if (user.passwordHash) {
      if (!input.password) throw new AppError("invalid_input", "Please enter your password to delete your account.", { field: "password" });
      if (!(await confirmPassword(user, input.password, ip))) throw new AppError("invalid_input", "Password is incorrect", { field: "password" });
      return;
    }
    const signedInAt = await repo.findSessionStart(db, session.tokenHash);
    if (!signedInAt || Date.now() - signedInAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
      throw new AppError("forbidden", `For your safety, please sign out and sign in again, then delete your account within ${RECENT_SIGN_IN_MINUTES} minutes.`);
    }
  }

  return {
    async exportData(session: SessionUser): Promise<DataExport> {
      const { user } = session;
      await enforceRateLimit(db, `data-export:${user.id}`, EXPORTS_PER_HOUR, 60 * 60);
      const now = new Date();
      const [pendingEmail, orderRows, sessions, reviews, wishlist, cart, subscriptions, mails, messages] = await Promise.all([
        pendingEmailOf(db, user.id, user.email, now),
        ordersOfCustomer(db, user.id),
        repo.sessionsOf(db, user.id),
        repo.reviewsOf(db, user.id),
        repo.wishlistOf(db, user.id),
        repo.cartOf(db, user.id),
        repo.subscriptionsOf(db, user.id, user.email),
        repo.mailsOf(db, user.id, user.email),
        // Anybody may type an address into the contact form: its messages are the account's only once the address is proved.
        user.emailVerifiedAt ? repo.contactMessagesFrom(db, user.email) : Promise.resolve([]),
      ]);
      return {
        about: EXPORT_ABOUT,
        exportedAt: iso(now),
        profile: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phoneNumber: user.phoneNumber,
          emailVerified: user.emailVerifiedAt !== null,
          pendingEmail,
          isAdmin: user.isAdmin,
          createdAt: iso(user.createdAt),
          updatedAt: iso(user.updatedAt),
          lastSignInAt: user.lastLoginAt ? iso(user.lastLoginAt) : null,
        },
        signInMethods: { password: user.passwordHash !== null, identityProvider: user.oidcSubject !== null },
        addresses: distinctAddresses(orderRows.flatMap((order) => [order.shippingAddress, order.billingAddress])),
        orders: await orderViews(db, orderRows),
        reviews: reviews.map((review) => ({ ...review, createdAt: iso(review.createdAt) })),
        wishlist: wishlist.map((line) => ({ ...line, addedAt: iso(line.addedAt) })),
        cart: cart.map((line) => ({ ...line, addedAt: iso(line.addedAt) })),
        newsletter: {
          subscribed: subscriptions.some((row) => row.confirmed && row.email.toLowerCase() === user.email.toLowerCase()),
          subscriptions: subscriptions.map((row) => ({ email: row.email, subscribedAt: iso(row.subscribedAt), confirmed: row.confirmed })),
        },
        sessions: sessions.map((row) => ({
          device: row.userAgent,
          ipAddress: row.ipAddress,
          signedInAt: iso(row.createdAt),
          lastSeenAt: iso(row.lastSeenAt),
          expiresAt: iso(row.expiresAt),
          current: row.tokenHash === session.tokenHash,
        })),
        mails: mails.map((mail) => ({ ...mail, createdAt: iso(mail.createdAt), sentAt: mail.sentAt ? iso(mail.sentAt) : null })),
        contactMessages: messages.map((message) => ({ ...message, createdAt: iso(message.createdAt) })),
      };
    },

    /**
     * Erases the account in one transaction (see docs/product/accounts.md#deleting-your-account): its
     * orders stay for the books without name, street address, phone and notes; issued tax invoices stay
     * as issued; reviews stay without their author; everything else about the account is deleted. The
     * newsletter subscription, mails and contact messages of its e-mail address go too only when the
     * account verified that address: an unverified account erases only what it did itself.
     */
    async deleteAccount(session: SessionUser, input: DeleteAccountInput, ip: string): Promise<DeleteAccountResponse> {
      await confirmOwner(session, input, ip);
      const userId = session.user.id;
      const erasure = await db.transaction(async (tx) => {
        const user = await repo.lockUser(tx, userId);
        if (!user) throw new AppError("unauthorized", "Unauthorized");
        if (user.isAdmin && (await lockAdministrators(tx)).length <= 1) {
          throw new AppError("conflict", "You are the shop's only administrator. Make another account an administrator before deleting yours.");
        }
        const open = await repo.openOrderNumbers(tx, userId);
        if (open.length > 0) {
          throw new AppError(
            "conflict",
            `Your order${open.length > 1 ? "s" : ""} ${open.join(", ")} ${open.length > 1 ? "are" : "is"} not complete yet: we need your address and phone to deliver ${open.length > 1 ? "them" : "it"}. You can delete your account once ${open.length > 1 ? "they are" : "it is"} delivered or cancelled.`,
          );
        }
        const ordersKept = await repo.anonymiseOrders(tx, userId);
        await repo.anonymiseShopCopiesOfOrderMails(tx, userId);
        await repo.redactPaymentEvents(tx, userId);
        const reviewsKept = await repo.detachReviews(tx, userId);
        // Anybody may sign up with any address: what only names the address is the account's to erase
        // once the account proved the address is its own, else it is left to the address's owner.
        const provedAddress = user.emailVerifiedAt ? user.email : null;
        await forgetSubscriptionsOfAccount(tx, userId, provedAddress);
        await repo.deleteMailsTo(tx, userId, provedAddress);
        if (provedAddress) await repo.deleteContactMessagesFrom(tx, provedAddress);
        await repo.deleteCountersOfAddress(tx, user.email);
        await repo.deleteUser(tx, userId);
        return repo.insertErasure(tx, { formerUserId: userId, ordersKept, reviewsKept });
      });
      return {
        message: "Your account is deleted. We've kept only what the law asks us to keep.",
        ordersKept: erasure.ordersKept,
        reviewsKept: erasure.reviewsKept,
      };
    },

    async listErasures(query: AccountErasuresQuery): Promise<AccountErasureList> {
      const { rows, total } = await repo.listErasures(db, query);
      return { erasures: rows.map((row) => ({ ...row, erasedAt: iso(row.erasedAt) })), total };
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
