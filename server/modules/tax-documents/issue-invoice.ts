import type { Database } from "../../db/client";
import type { AddressRecord } from "../../db/schema/orders";
import { amountInWords } from "./amount-in-words";
import { issueCreditNote } from "./credit-notes";
import type { DocumentContent, PartyAddress, Seller } from "./document-content";
import { formatDocumentNumber } from "./document-number";
import { financialYearOf } from "./financial-year";
import { placeOfSupply } from "./place-of-supply";
import * as repo from "./tax-documents.repo";
import { documentTotals, invoiceLines } from "./tax-lines";

function party(address: AddressRecord, sellerStateCode: string): PartyAddress {
  const place = placeOfSupply(address.state, sellerStateCode);
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    address: [address.address, [address.city, address.pincode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    state: place.state,
    stateCode: place.code,
  };
}

const isComplete = (address: AddressRecord | null | undefined): address is AddressRecord => Boolean(address?.firstName && address.address && address.state);

/**
 * Issues the order's GST tax invoice, in the caller's transaction (the one that ships the order), and
 * answers it; an order that has one already keeps it. The number is the next of the financial year,
 * taken in this transaction, so numbers have no gaps whatever rolls back. Refunds paid before it was
 * issued get their credit notes with it (later ones get theirs when they are paid).
 */
export async function issueInvoice(tx: Database, orderId: string, seller: Seller, at: Date = new Date()): Promise<repo.TaxDocumentRow> {
  const existing = await repo.findInvoiceOfOrder(tx, orderId);
  if (existing) return existing;
  const found = await repo.orderForInvoice(tx, orderId);
  if (!found) throw new Error(`no order ${orderId} to invoice`);
  const { order } = found;
  const place = placeOfSupply(order.shippingAddress.state, seller.stateCode);
  const { lines, orderLineIds } = invoiceLines({
    lines: found.lines,
    shippingPaise: order.shippingPaise,
    deliveryChargePaise: order.deliveryChargePaise,
    orderTaxPaise: order.taxPaise,
    chargesTaxPaise: order.chargesTaxPaise,
    pricesIncludeGst: order.pricesIncludeGst,
    interState: place.interState,
  });
  const totals = documentTotals(lines);
  const financialYear = financialYearOf(at);
  const sequence = await repo.takeNextSequence(tx, "invoice", financialYear);
  const delivery = party(order.shippingAddress, seller.stateCode);
  const content: DocumentContent = {
    title: "Tax Invoice",
    prefix: seller.invoicePrefix,
    seller: { legalName: seller.legalName, address: seller.address, state: seller.state, stateCode: seller.stateCode, gstin: seller.gstin },
    recipient: isComplete(order.billingAddress) ? party(order.billingAddress, seller.stateCode) : delivery,
    delivery,
    order: { number: order.orderNumber, placedAt: order.createdAt.toISOString() },
    pricesIncludeGst: order.pricesIncludeGst,
    amountInWords: amountInWords(totals.totalPaise),
    orderLineIds,
  };
  const invoice = await repo.insertDocument(
    tx,
    {
      kind: "invoice",
      number: formatDocumentNumber("invoice", seller.invoicePrefix, financialYear, sequence),
      financialYear,
      sequence,
      orderId,
      issuedAt: at,
      placeOfSupply: place.state,
      placeOfSupplyCode: place.code,
      interState: place.interState,
      ...totals,
      content,
    },
    lines,
  );
  // Money already given back before the order shipped is corrected against this invoice at once.
  for (const refundId of await repo.processedRefundsOf(tx, orderId)) await issueCreditNote(tx, refundId);
  return invoice;
}
