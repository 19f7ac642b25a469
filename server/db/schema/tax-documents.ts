import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { GST_RATES, TAX_DOCUMENT_KINDS, type TaxDocumentKind } from "@shared/constants";
import { isOneOf } from "./checks";
import { orders } from "./orders";
import { refunds } from "./refunds";

/**
 * GST tax invoices (one per order, issued when it ships) and credit notes (one per refund of an
 * invoiced order). Each is numbered in its own series within the financial year, without gaps: the
 * number is taken from `tax_document_counters` in the transaction that writes the document.
 * `content` keeps what the document says (seller, recipient, words) as it was issued, so a later
 * change of settings or address never changes an issued document.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    /** As printed, at most 16 characters (Rule 46): KK/26-27/000123. */
    number: text("number").notNull().unique(),
    /** The financial year (April to March) as printed in the number: 26-27. */
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** For a credit note: the refund it records and the invoice it corrects. */
    refundId: uuid("refund_id")
      .unique()
      .references(() => refunds.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => taxDocuments.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Place of supply: the delivery state, and its GST state code. */
    placeOfSupply: text("place_of_supply").notNull(),
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    /** Outside the seller's state: IGST; within it: CGST and SGST. */
    interState: boolean("inter_state").notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    content: jsonb("content").notNull(),
  },
  (t) => [
    check("tax_documents_kind_known", isOneOf(t.kind, TAX_DOCUMENT_KINDS)),
    check("tax_documents_number_length", sql`char_length(${t.number}) <= 16`),
    uniqueIndex("tax_documents_series_key").on(t.kind, t.financialYear, t.sequence),
    uniqueIndex("tax_documents_one_invoice_per_order").on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index("tax_documents_issued_idx").on(t.issuedAt),
    index("tax_documents_order_idx").on(t.orderId),
  ],
);

/** One line of a document, shipping included (as its own line), with its tax split. */
export const taxDocumentLines = pgTable(
  "tax_document_lines",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => taxDocuments.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    description: text("description").notNull(),
    hsnCode: text("hsn_code"),
    quantity: integer("quantity").notNull(),
    unitPricePaise: bigint("unit_price_paise", { mode: "number" }).notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    gstRate: smallint("gst_rate").notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    isShipping: boolean("is_shipping").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] }), check("tax_document_lines_gst_rate_known", sql`${t.gstRate} in (${sql.raw(GST_RATES.join(","))})`)],
);

/** The last number given in each series and financial year; its row lock keeps numbers gapless. */
export const taxDocumentCounters = pgTable(
  "tax_document_counters",
  {
    kind: text("kind").$type<TaxDocumentKind>().notNull(),
    financialYear: text("financial_year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] }), check("tax_document_counters_kind_known", isOneOf(t.kind, TAX_DOCUMENT_KINDS))],
);
