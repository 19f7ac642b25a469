import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { AdminOrderListQuery } from "@shared/schemas/admin";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { orders } from "../../db/schema/orders";

export type OrderFilter = Pick<AdminOrderListQuery, "status" | "paymentStatus">;

function filterOf(filter: OrderFilter): SQL | undefined {
  return and(filter.status ? eq(orders.status, filter.status) : undefined, filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined);
}

/**
 * One page of orders, newest first, and how many match in all. One query after the other: `db` may be a
 * transaction, whose one connection takes one query at a time.
 */
export async function listOrders(db: Database, filter: OrderFilter, page: { limit: number; offset: number }) {
  const where = filterOf(filter);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.limit).offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(orders).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findCustomers(db: Database, userIds: string[]) {
  return userIds.length === 0 ? [] : db.select().from(users).where(inArray(users.id, userIds));
}
