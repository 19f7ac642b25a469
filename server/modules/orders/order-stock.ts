import type { Database } from "../../db/client";
import type { PendingEvents } from "../../events/event-bus";
import { restockedUnitsOf } from "./order-details.repo";
import * as repo from "./orders.repo";
import { type LockedProducts, returnStock, takeStock } from "./stock.repo";

/** The products an order's lines still point at (a deleted product leaves its line without one). */
export function productIdsOf(lines: Array<{ productId: number | null }>): number[] {
  return [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
}

/** Units of each line the order holds in stock: all of them, less those a refund put back already. */
async function heldUnitsOf(tx: Database, lines: repo.OrderLineRow[]): Promise<Array<{ line: repo.OrderLineRow; units: number }>> {
  const restocked = await restockedUnitsOf(tx, lines.map((line) => line.id));
  return lines.map((line) => ({ line, units: line.quantity - (restocked.get(line.id) ?? 0) }));
}

/**
 * Cancels an order inside the caller's transaction: the status becomes cancelled and, if the order
 * still holds its stock, the stock goes back exactly once. The caller has locked the order, then its
 * products (`lockProducts`).
 */
export async function cancelLockedOrder(
  tx: Database,
  pending: PendingEvents,
  order: repo.OrderRow,
  locked: LockedProducts,
  changedBy: string | null,
  note?: string,
): Promise<repo.OrderRow> {
  if (order.stockHeld) {
    const lines = await repo.linesOf(tx, [order.id]);
    for (const { line, units } of await heldUnitsOf(tx, lines)) {
      if (line.productId !== null && units > 0) await returnStock(tx, locked, { productId: line.productId, variantId: line.variantId }, units);
    }
    pending.add("stock.changed", { productIds: productIdsOf(lines) });
  }
  const cancelled = await repo.updateOrder(tx, order.id, { status: "cancelled", stockHeld: false });
  await repo.insertStatusChange(tx, { orderId: order.id, fromStatus: order.status, toStatus: "cancelled", changedBy, note });
  pending.add("order.status_changed", { orderId: order.id, from: order.status, to: "cancelled" });
  return cancelled;
}

/**
 * Takes the stock of every line again, or none of it (the savepoint rolls back a partial take). The
 * caller has locked the lines' products (`lockProducts`) before the savepoint, so the locks outlive it.
 */
export async function retakeStock(tx: Database, pending: PendingEvents, lines: repo.OrderLineRow[], locked: LockedProducts): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const { line, units } of await heldUnitsOf(savepoint, lines)) {
        if (line.productId !== null && units > 0 && !(await takeStock(savepoint, locked, { productId: line.productId, variantId: line.variantId }, units))) throw new OutOfStock();
      }
    });
    pending.add("stock.changed", { productIds: productIdsOf(lines) });
    return true;
  } catch (error) {
    if (error instanceof OutOfStock) return false;
    throw error;
  }
}

class OutOfStock extends Error {}
