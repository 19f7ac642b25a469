import { paiseToDecimal } from "@shared/money";
import { refundOnCancelPaise } from "@shared/order-cancel";
import type { AdminOrder } from "@shared/schemas/admin";
import type { Database } from "../../db/client";
import { findCustomers } from "./admin-orders.repo";
import { ordersWithDetails } from "./order-view";
import type { OrderRow } from "./orders.repo";

/** Orders as the back office sees them: with their customer's name and email. */
export async function withCustomers(db: Database, rows: OrderRow[]): Promise<AdminOrder[]> {
  const details = await ordersWithDetails(db, rows);
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const customers = await findCustomers(db, userIds);
  return details.map((order, index) => {
    const row = rows[index]!;
    const customer = customers.find((candidate) => candidate.id === row.userId);
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(" ") || `${row.shippingAddress.firstName} ${row.shippingAddress.lastName}`;
    const refundOnCancel = paiseToDecimal(refundOnCancelPaise(row));
    return { ...order, customer: { id: row.userId, name, email: customer?.email ?? null }, refundOnCancel };
  });
}
