import type { Database } from "../../db/client";
import type { PendingEvents } from "../../events/event-bus";
import * as repo from "./orders.repo";

/** The products an order's lines still point at (a deleted product leaves its line without one). */
export function productIdsOf(lines: Array<{ productId: number | null }>): number[] {
  return [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
}

/**
 * Cancels an order inside the caller's transaction: the status becomes cancelled and, if the order
 * still holds its stock, the stock goes back exactly once.
 */
export async function cancelLockedOrder(
  tx: Database,
  pending: PendingEvents,
  order: repo.OrderRow,
  changedBy: string | null,
  note?: string,
): Promise<repo.OrderRow> {
  if (order.stockHeld) {
    const lines = await repo.linesOf(tx, [order.id]);
    for (const line of lines) {
      if (line.productId !== null) await repo.returnStock(tx, line.productId, line.quantity);
    }
    pending.add("stock.changed", { productIds: productIdsOf(lines) });
  }
  const cancelled = await repo.updateOrder(tx, order.id, { status: "cancelled", stockHeld: false });
  await repo.insertStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: "cancelled", changedBy, note });
  pending.add("order.status_changed", { orderId: order.id, from: order.status, to: "cancelled" });
  return cancelled;
}

/** Takes the stock of every line again, or none of it (the savepoint rolls back a partial take). */
export async function retakeStock(tx: Database, pending: PendingEvents, lines: repo.OrderLineRow[]): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const line of lines) {
        if (line.productId !== null && !(await repo.takeStock(savepoint, line.productId, line.quantity))) throw new Error("out of stock");
      }
    });
    pending.add("stock.changed", { productIds: productIdsOf(lines) });
    return true;
  } catch {
    return false;
  }
}
