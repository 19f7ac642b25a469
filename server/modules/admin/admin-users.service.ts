import { sql } from "drizzle-orm";
import { paiseToDecimal } from "@shared/money";
import type { AdminUser } from "@shared/schemas/admin";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { findUserById, updateUser } from "../accounts/accounts.repo";

interface UserFigures {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  isAdmin: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  orderCount: number;
  totalSpent: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Real users with their orders and spending (orders not cancelled), and the administrator flag. */
export function createAdminUsersService(db: Database) {
  const toUser = (row: UserFigures): AdminUser => ({
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    totalSpent: paiseToDecimal(Number(row.totalSpent)),
  });

  return {
    async list(search?: string) {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
      const users = rowsOf<UserFigures>(
        await db.execute(sql`
          select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone_number as "phoneNumber",
                 u.is_admin as "isAdmin", u.created_at as "createdAt", u.last_login_at as "lastLoginAt",
                 count(o.id) filter (where o.status <> 'cancelled')::int as "orderCount",
                 coalesce(sum(o.total_paise) filter (where o.status <> 'cancelled'), 0)::text as "totalSpent"
          from users u left join orders o on o.user_id = u.id
          where ${pattern}::text is null or u.email ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
          group by u.id
          order by u.created_at desc
          limit 500`),
      );
      const [counts] = rowsOf<{ totalUsers: number; administrators: number; activeLast30Days: number; totalOrders: number }>(
        await db.execute(sql`
          select (select count(*)::int from users) as "totalUsers",
                 (select count(*)::int from users where is_admin) as administrators,
                 (select count(*)::int from users where last_login_at >= now() - interval '30 days') as "activeLast30Days",
                 (select count(*)::int from orders) as "totalOrders"`),
      );
      return { users: users.map(toUser), counts: counts! };
    },

    /** Grants or removes the flag; the last administrator keeps it, so the shop is never without one. */
    async setAdministrator(userId: string, isAdmin: boolean): Promise<AdminUser> {
      await db.transaction(async (tx) => {
        const admins = rowsOf<{ id: string }>(await tx.execute(sql`select id from users where is_admin order by id for update`));
        const user = await findUserById(tx, userId);
        if (!user) throw notFound("User");
        if (!isAdmin && user.isAdmin && admins.length <= 1) {
          throw new AppError("conflict", "The shop needs at least one administrator.");
        }
        await updateUser(tx, userId, { isAdmin });
      });
      const { users } = await this.list();
      return users.find((user) => user.id === userId)!;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
