import { and, asc, eq, sql } from "drizzle-orm";
import type { TaxDocumentKind } from "@shared/constants";
import { type Database, queryRows } from "../../db/client";
import { orderLines, orders } from "../../db/schema/orders";
import { refundLines, refunds } from "../../db/schema/refunds";
import { taxDocumentCounters, taxDocumentLines, taxDocuments } from "../../db/schema/tax-documents";

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type TaxDocumentLineRow = typeof taxDocumentLines.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;

/**
 * The next number of a series in a financial year. The counter row stays locked until the caller's
 * transaction ends, so concurrent issuers queue here and a rolled-back one gives its number back.
 */
export async function takeNextSequence(db: Database, kind: TaxDocumentKind, financialYear: string): Promise<number> {
  const [row] = await queryRows<{ last_sequence: number }>(
    db,
    sql`insert into ${taxDocumentCounters} (kind, financial_year, last_sequence) values (${kind}, ${financialYear}, 1)
        on conflict (kind, financial_year) do update set last_sequence = ${taxDocumentCounters}.last_sequence + 1
        returning last_sequence`,
  );
  return Number(row!.last_sequence);
}

export async function findInvoiceOfOrder(db: Database, orderId: string): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
  return row;
}

export async function findCreditNoteOfRefund(db: Database, refundId: string): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.refundId, refundId));
  return row;
}

export async function findDocument(db: Database, id: string): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row;
}

export function linesOfDocument(db: Database, documentId: string): Promise<TaxDocumentLineRow[]> {
  return db.select().from(taxDocumentLines).where(eq(taxDocumentLines.documentId, documentId)).orderBy(asc(taxDocumentLines.position));
}

export async function insertDocument(db: Database, document: NewTaxDocument, lines: Array<Omit<TaxDocumentLineRow, "documentId">>): Promise<TaxDocumentRow> {
  const [row] = await db.insert(taxDocuments).values(document).returning();
  if (lines.length > 0) await db.insert(taxDocumentLines).values(lines.map((line) => ({ ...line, documentId: row!.id })));
  return row!;
}

/** What an invoice needs of its order: the order and its lines, in the order the order shows them. */
export async function orderForInvoice(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.productName), asc(orderLines.id));
  return { order, lines };
}

/** A refund and the units of each order line it gives back (none for a refund of an amount). */
export async function refundForCreditNote(db: Database, refundId: string) {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return undefined;
  const lines = await db.select().from(refundLines).where(eq(refundLines.refundId, refundId));
  return { refund, lines };
}

/** The owner of an order, to tell whether a customer may download its documents. */
export async function ownerOfOrder(db: Database, orderId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row ? row.userId : undefined;
}

/** The ids of the order's processed refunds, oldest first. */
export async function processedRefundsOf(db: Database, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, "processed")))
    .orderBy(asc(refunds.createdAt));
  return rows.map((row) => row.id);
}
