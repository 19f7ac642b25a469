import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";

/** A user with what they ordered; amounts in paise (as text: a sum may pass 2^53 in theory). */
export interface UserFiguresRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  orderCount: number;
  totalSpentPaise: string;
}

export interface UserCounts {
  totalUsers: number;
  administrators: number;
  activeLast30Days: number;
  totalOrders: number;
}

const USERS_LISTED = 500;

/** Users with their figures (cancelled orders do not count), newest first, as `where` narrows them. */
function usersWithFigures(db: Database, where: SQL): Promise<UserFiguresRow[]> {
  return queryRows<UserFiguresRow>(
    db,
    sql`
      select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.phone_number as "phoneNumber",
             u.is_admin as "isAdmin", u.email_verified_at is not null as "emailVerified", u.created_at as "createdAt", u.last_login_at as "lastLoginAt",
             count(o.id) filter (where o.status <> 'cancelled')::int as "orderCount",
             coalesce(sum(o.total_paise) filter (where o.status <> 'cancelled'), 0)::text as "totalSpentPaise"
      from users u left join orders o on o.user_id = u.id
      where ${where}
      group by u.id
      order by u.created_at desc
      limit ${USERS_LISTED}`,
  );
}

/**
 * The newest users whose e-mail or names contain `search`, or whose phone number holds its digits
 * however either is written ("98765 43210" finds "+91 98765-43210"); all of them without a search.
 */
export function listUsersWithFigures(db: Database, search: string | undefined): Promise<UserFiguresRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const digits = search?.replace(/\D/g, "") ?? "";
  const phonePattern = digits.length >= 4 ? `%${digits}%` : null;
  return usersWithFigures(
    db,
    sql`${pattern}::text is null or u.email ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
      or (${phonePattern}::text is not null and regexp_replace(coalesce(u.phone_number, ''), '[^0-9]', '', 'g') like ${phonePattern})`,
  );
}

export async function findUserWithFigures(db: Database, userId: string): Promise<UserFiguresRow | undefined> {
  const [user] = await usersWithFigures(db, sql`u.id = ${userId}`);
  return user;
}

export async function countUsers(db: Database): Promise<UserCounts> {
  const [counts] = await queryRows<UserCounts>(
    db,
    sql`
      select (select count(*)::int from users) as "totalUsers",
             (select count(*)::int from users where is_admin) as administrators,
             (select count(*)::int from users where last_login_at >= now() - interval '30 days') as "activeLast30Days",
             (select count(*)::int from orders) as "totalOrders"`,
  );
  return counts!;
}

/** The administrators' ids, locked until the transaction ends: two demotions cannot both pass the check. */
export async function lockAdministratorIds(tx: Database): Promise<string[]> {
  return (await queryRows<{ id: string }>(tx, sql`select id from users where is_admin order by id for update`)).map((row) => row.id);
}
