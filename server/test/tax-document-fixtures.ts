import type { TaxDocumentKind } from "@shared/constants";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { taxDocumentLines, taxDocuments } from "../db/schema/tax-documents";
import { deliveryAddress } from "./shop-fixtures";

let orderSequence = 0;

/** A bare order for documents to belong to (no lines, no customer). */
export async function bareOrder(db: Database, totalPaise = 100_000) {
  orderSequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `KK-TEST-${Date.now()}-${orderSequence}`,
      status: "shipped",
      subtotalPaise: totalPaise,
      taxPaise: 0,
      shippingPaise: 0,
      totalPaise,
      shippingAddress: deliveryAddress,
      billingAddress: deliveryAddress,
    })
    .returning();
  return order!;
}

export interface DocumentLineInput {
  rate: number;
  taxablePaise: number;
  isShipping?: boolean;
}

export interface TaxDocumentInput {
  kind?: TaxDocumentKind;
  /** As printed, "KK/26-27/000001": the financial year and sequence are read from it. */
  number: string;
  issuedAt: Date;
  placeOfSupply?: string;
  placeOfSupplyCode?: string;
  interState?: boolean;
  lines: DocumentLineInput[];
  orderId?: string;
}

/**
 * Writes an invoice or credit note with its lines straight into the tables, as issuing would leave it:
 * amounts positive, the tax of each line split into CGST and SGST within the state, IGST outside it.
 */
export async function insertTaxDocument(db: Database, input: TaxDocumentInput) {
  const [, financialYear = "26-27", sequence = "1"] = input.number.split("/");
  const interState = input.interState ?? false;
  const lines = input.lines.map((line, index) => {
    const tax = Math.round((line.taxablePaise * line.rate) / 100);
    const cgst = interState ? 0 : Math.round(tax / 2);
    const sgst = interState ? 0 : tax - cgst;
    return { position: index + 1, line, cgst, sgst, igst: interState ? tax : 0 };
  });
  const sum = (pick: (entry: (typeof lines)[number]) => number) => lines.reduce((total, entry) => total + pick(entry), 0);
  const taxable = sum((entry) => entry.line.taxablePaise);
  const [cgst, sgst, igst] = [sum((entry) => entry.cgst), sum((entry) => entry.sgst), sum((entry) => entry.igst)];
  const orderId = input.orderId ?? (await bareOrder(db, taxable + cgst + sgst + igst)).id;
  const [document] = await db
    .insert(taxDocuments)
    .values({
      kind: input.kind ?? "invoice",
      number: input.number,
      financialYear,
      sequence: Number(sequence),
      orderId,
      issuedAt: input.issuedAt,
      placeOfSupply: input.placeOfSupply ?? "Rajasthan",
      placeOfSupplyCode: input.placeOfSupplyCode ?? "08",
      interState,
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: igst,
      totalPaise: taxable + cgst + sgst + igst,
      content: {},
    })
    .returning();
  await db.insert(taxDocumentLines).values(
    lines.map((entry) => ({
      documentId: document!.id,
      position: entry.position,
      description: entry.line.isShipping ? "Shipping" : `Item ${entry.position}`,
      hsnCode: entry.line.isShipping ? "996812" : "9619",
      quantity: 1,
      unitPricePaise: entry.line.taxablePaise,
      taxablePaise: entry.line.taxablePaise,
      gstRate: entry.line.rate,
      cgstPaise: entry.cgst,
      sgstPaise: entry.sgst,
      igstPaise: entry.igst,
      isShipping: entry.line.isShipping ?? false,
    })),
  );
  return document!;
}
