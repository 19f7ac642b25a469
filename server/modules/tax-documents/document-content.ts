/**
 * What a document says beyond its amounts, kept as it was when issued (the `content` column): later
 * changes to the settings, the order or the customer's addresses never change an issued document.
 */

/** The supplier: the SELLER_* settings and INVOICE_PREFIX. */
export interface Seller {
  legalName: string;
  address: string;
  state: string;
  /** GST state code of `state`: 08 for Rajasthan. */
  stateCode: string;
  gstin: string;
  invoicePrefix: string;
}

export interface PartyAddress {
  name: string;
  /** Street, city and pincode, as one text. */
  address: string;
  state: string;
  stateCode: string;
}

export interface DocumentContent {
  title: "Tax Invoice" | "Credit Note";
  /** INVOICE_PREFIX when the invoice was issued; its credit notes use it too. */
  prefix: string;
  seller: Omit<Seller, "invoicePrefix">;
  /** Billed to: the billing address when the customer gave one, else the delivery address. */
  recipient: PartyAddress;
  /** Shipped to. */
  delivery: PartyAddress;
  order: { number: string; placedAt: string };
  pricesIncludeGst: boolean;
  amountInWords: string;
  /** Invoices: the order line each document line came from, by position (null for shipping). */
  orderLineIds?: Array<string | null>;
  /** Credit notes: the invoice they correct, and why. */
  invoice?: { number: string; issuedAt: string };
  reason?: string;
}

/** The stored content, read back: the column is JSON written only by this module. */
export function contentOf(stored: unknown): DocumentContent {
  return stored as DocumentContent;
}
