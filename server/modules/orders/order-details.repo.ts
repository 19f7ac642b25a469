import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { refundLines, refunds } from "../../db/schema/refunds";
import { taxDocuments } from "../../db/schema/tax-documents";

/**
 * Reads of what hangs off an order (its refunds, its tax documents), for the order's view and for the
 * stock it holds. The refunds and tax-documents modules write these rows; orders only reads them, so
 * neither module has to import the other's repo.
 */

export type OrderRefundRow = typeof refunds.$inferSelect;
export type OrderTaxDocumentRow = typeof taxDocuments.$inferSelect;

/** The refunds of these orders, oldest first. */
export function refundsOf(db: Database, orderIds: string[]): Promise<OrderRefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt));
}

/** The invoices and credit notes of these orders, in the order they were issued. */
export function taxDocumentsOf(db: Database, orderIds: string[]): Promise<OrderTaxDocumentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(taxDocuments).where(inArray(taxDocuments.orderId, orderIds)).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
}

/** Units of these order lines that refunds put back in stock. */
export async function restockedUnitsOf(db: Database, orderLineIds: string[]): Promise<Map<string, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await db
    .select({ orderLineId: refundLines.orderLineId, units: sql<number>`sum(${refundLines.quantity})::int` })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(and(inArray(refundLines.orderLineId, orderLineIds), eq(refunds.restocked, true)))
    .groupBy(refundLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, Number(row.units)]));
}
