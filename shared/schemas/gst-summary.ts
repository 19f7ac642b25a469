import { z } from "zod";
import { MoneyStringSchema } from "./common";
import { singleLineText } from "./text";

/** A calendar month, "2026-11"; months are counted in India time. */
export const GstMonthSchema = singleLineText({ error: "month must be YYYY-MM" }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM");

export const GstSummaryQuerySchema = z.object({
  /** The current month (India time) when absent. */
  month: GstMonthSchema.optional(),
});

/** Taxable value and tax, in rupees; credit notes already subtracted, so a figure may be negative. */
const TaxFiguresSchema = z.object({
  taxable: MoneyStringSchema,
  cgst: MoneyStringSchema,
  sgst: MoneyStringSchema,
  igst: MoneyStringSchema,
  /** cgst + sgst + igst */
  tax: MoneyStringSchema,
});
export type TaxFigures = z.infer<typeof TaxFiguresSchema>;

/** The invoices (or credit notes) issued in the month: how many, the first and last numbers, their values. */
const DocumentSeriesSchema = z.object({
  count: z.number().int(),
  firstNumber: z.string().nullable(),
  lastNumber: z.string().nullable(),
  taxable: MoneyStringSchema,
  tax: MoneyStringSchema,
  total: MoneyStringSchema,
});

export const GstSummarySchema = z.object({
  month: z.string(),
  /** The month's first instant and the next month's, in India time (ISO 8601). */
  from: z.string(),
  to: z.string(),
  invoices: DocumentSeriesSchema,
  creditNotes: DocumentSeriesSchema,
  /** Per GST slab, lowest first. */
  byRate: z.array(TaxFiguresSchema.extend({ rate: z.number().int() })),
  /** Per place of supply (the delivery state and its GST state code), by code. */
  byPlaceOfSupply: z.array(TaxFiguresSchema.extend({ state: z.string(), code: z.string() })),
  /** Per place of supply and slab: the rows of GSTR-1's B2C (small) table, as the CSV gives them. */
  rows: z.array(TaxFiguresSchema.extend({ state: z.string(), code: z.string(), rate: z.number().int() })),
  /**
   * Per HSN or SAC code and slab: GSTR-1's HSN-wise summary (table 12). `quantity` counts the units of
   * goods (credit notes of units subtract theirs); shipping lines count one each. Lines without a code
   * (orders placed before charges were taxed) come under null.
   */
  byHsn: z.array(TaxFiguresSchema.extend({ hsnCode: z.string().nullable(), rate: z.number().int(), quantity: z.number().int(), total: MoneyStringSchema })),
  /** Invoices less credit notes; `total` is taxable value plus tax. */
  net: TaxFiguresSchema.extend({ total: MoneyStringSchema }),
});
export type GstSummary = z.infer<typeof GstSummarySchema>;
