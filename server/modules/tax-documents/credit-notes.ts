import type { Database } from "../../db/client";
import { amountInWords } from "./amount-in-words";
import { contentOf, type DocumentContent } from "./document-content";
import { formatDocumentNumber } from "./document-number";
import { financialYearOf } from "./financial-year";
import * as repo from "./tax-documents.repo";
import { creditNoteLines, documentTotals } from "./tax-lines";

/**
 * Issues the credit note of a refund, in the caller's transaction: the one that records the money as
 * gone back (a refund paid by hand when it is created, a Razorpay refund when it is processed). Nothing when the order has no invoice (it had not shipped) or
 * the refund has its note already. The note names the invoice it corrects, takes the next number of
 * the credit notes' own series, and splits the refund into taxable value and tax line by line.
 */
export async function issueCreditNote(tx: Database, refundId: string): Promise<void> {
  if (await repo.findCreditNoteOfRefund(tx, refundId)) return;
  const found = await repo.refundForCreditNote(tx, refundId);
  if (!found) throw new Error(`no refund ${refundId} to credit`);
  const { refund } = found;
  const invoice = await repo.findInvoiceOfOrder(tx, refund.orderId);
  if (!invoice) return;
  const invoiceContent = contentOf(invoice.content);
  const lines = creditNoteLines({
    invoiceLines: await repo.linesOfDocument(tx, invoice.id),
    orderLineIds: invoiceContent.orderLineIds ?? [],
    amountPaise: refund.amountPaise,
    units: found.lines.length > 0 ? new Map(found.lines.map((line) => [line.orderLineId, line.quantity])) : null,
    interState: invoice.interState,
  });
  const totals = documentTotals(lines);
  const at = new Date();
  const financialYear = financialYearOf(at);
  const sequence = await repo.takeNextSequence(tx, "credit_note", financialYear);
  const content: DocumentContent = {
    title: "Credit Note",
    prefix: invoiceContent.prefix,
    seller: invoiceContent.seller,
    recipient: invoiceContent.recipient,
    delivery: invoiceContent.delivery,
    order: invoiceContent.order,
    pricesIncludeGst: invoiceContent.pricesIncludeGst,
    amountInWords: amountInWords(totals.totalPaise),
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
    reason: refund.reason,
  };
  await repo.insertDocument(
    tx,
    {
      kind: "credit_note",
      number: formatDocumentNumber("credit_note", invoiceContent.prefix, financialYear, sequence),
      financialYear,
      sequence,
      orderId: refund.orderId,
      refundId,
      invoiceId: invoice.id,
      issuedAt: at,
      placeOfSupply: invoice.placeOfSupply,
      placeOfSupplyCode: invoice.placeOfSupplyCode,
      interState: invoice.interState,
      ...totals,
      content,
    },
    lines,
  );
}
