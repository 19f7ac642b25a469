import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { indiaDayEnd, indiaDayStart } from "@shared/india-day";
import type { AdminOrderListQuery } from "@shared/schemas/admin";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { orders } from "../../db/schema/orders";
import { awaitingShipment } from "./order-queue.repo";

export type OrderFilter = Pick<AdminOrderListQuery, "status" | "paymentStatus" | "queue" | "search" | "placedFrom" | "placedTo">;

/**
 * Part of the order number, of the customer's name (their account's, or the shipping address's), or of the
 * shipping phone; the phone also by its digits however either is written ("98765 43210" finds "+91 98765-43210").
 */
function searchOf(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const digits = search.replace(/\D/g, "");
  const address = sql`${orders.shippingAddress}`;
  return sql`(${orders.orderNumber} ilike ${pattern}
    or concat_ws(' ', ${address}->>'firstName', ${address}->>'lastName') ilike ${pattern}
    or ${address}->>'phone' ilike ${pattern}
    ${digits.length >= 4 ? sql`or regexp_replace(coalesce(${address}->>'phone', ''), '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``}
    or ${orders.userId} in (select ${users.id} from ${users} where concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}))`;
}

function filterOf(filter: OrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.queue === "to-ship" ? awaitingShipment : undefined,
    filter.search ? searchOf(filter.search) : undefined,
    filter.placedFrom ? gte(orders.createdAt, indiaDayStart(filter.placedFrom)) : undefined,
    filter.placedTo ? lt(orders.createdAt, indiaDayEnd(filter.placedTo)) : undefined,
  );
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
