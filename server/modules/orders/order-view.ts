import { paiseToDecimal } from "@shared/money";
import type { Order } from "@shared/schemas/orders";
import type { Database } from "../../db/client";
import * as repo from "./orders.repo";

export function toOrder(order: repo.OrderRow, lines: repo.OrderLineRow[], changes: repo.StatusChangeRow[]): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    subtotal: paiseToDecimal(order.subtotalPaise),
    tax: paiseToDecimal(order.taxPaise),
    shipping: paiseToDecimal(order.shippingPaise),
    total: paiseToDecimal(order.totalPaise),
    notes: order.notes,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    orderItems: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      quantity: line.quantity,
      price: paiseToDecimal(line.unitPricePaise),
      total: paiseToDecimal(line.lineTotalPaise),
      product: { name: line.productName, slug: line.productSlug, imageUrl: line.productImageUrl, sku: line.productSku },
    })),
    statusHistory: changes.map((change) => ({ status: change.toStatus, at: change.createdAt.toISOString() })),
  };
}

/** Orders with their lines and status history, in three queries however many orders there are. */
export async function ordersWithDetails(db: Database, rows: repo.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [lines, changes] = await Promise.all([repo.linesOf(db, ids), repo.statusChangesOf(db, ids)]);
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      changes.filter((change) => change.orderId === row.id),
    ),
  );
}

export async function orderWithDetails(db: Database, row: repo.OrderRow): Promise<Order> {
  const [order] = await ordersWithDetails(db, [row]);
  return order!;
}

/** KK-261122-01001: the shop's prefix, the day (IST) and a number from a sequence. */
export function formatOrderNumber(sequence: number, at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const day = [ist.getUTCFullYear() % 100, ist.getUTCMonth() + 1, ist.getUTCDate()].map((part) => String(part).padStart(2, "0")).join("");
  return `KK-${day}-${String(sequence).padStart(5, "0")}`;
}
