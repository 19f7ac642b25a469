import type { ChangePasswordInput, ProfileUpdateInput, User } from "@shared/schemas/accounts";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { limitAddress } from "../rate-limits/client-address";
import { queueChangeNotice } from "./account-links";
import type { ClientInfo, SessionUser } from "./account-sessions";
import * as repo from "./accounts.repo";
import type { PasswordHasher } from "./password";
import type { PasswordCheck } from "./sign-in";

export interface AccountProfileDeps {
  hasher: PasswordHasher;
  /** The notice of a changed password goes through the outbox. */
  events: EventBus;
  /** The account as the API describes it, with its pending new address. */
  present(row: repo.UserRow): Promise<User>;
  checkPassword: PasswordCheck;
}

/** The signed-in user's name, phone number and password. Part of the accounts service. */
export function createAccountProfile(db: Database, { hasher, events, present, checkPassword }: AccountProfileDeps) {
  return {
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
  };
}
