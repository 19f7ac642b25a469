import { paiseToDecimal } from "@shared/money";
import type { AdminUser } from "@shared/schemas/admin";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { findUserById, updateUser } from "./accounts.repo";
import * as repo from "./admin-users.repo";

/** Real users with their orders and spending (orders not cancelled), and the administrator flag. */
export function createAdminUsersService(db: Database) {
  const toUser = ({ totalSpentPaise, ...row }: repo.UserFiguresRow): AdminUser => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    totalSpent: paiseToDecimal(Number(totalSpentPaise)),
  });

  return {
    async list(search?: string) {
      const [users, counts] = await Promise.all([repo.listUsersWithFigures(db, search), repo.countUsers(db)]);
      return { users: users.map(toUser), counts };
    },

    /** Grants or removes the flag; the last administrator keeps it, so the shop is never without one. */
    async setAdministrator(userId: string, isAdmin: boolean): Promise<AdminUser> {
      await db.transaction(async (tx) => {
        const admins = await repo.lockAdministratorIds(tx);
        const user = await findUserById(tx, userId);
        if (!user) throw notFound("User");
        if (!isAdmin && user.isAdmin && admins.length <= 1) {
          throw new AppError("conflict", "The shop needs at least one administrator.");
        }
        await updateUser(tx, userId, { isAdmin });
      });
      return toUser((await repo.findUserWithFigures(db, userId))!);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
