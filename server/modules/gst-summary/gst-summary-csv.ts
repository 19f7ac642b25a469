import type { GstSummary } from "@shared/schemas/gst-summary";

/**
 * The columns of GSTR-1's B2C (small) table as the GST offline tool's `b2cs` sheet names them, so the
 * first seven paste straight into it; the tax amounts follow, for the accountant to check against.
 * Type "OE": sold by the shop itself, not through an e-commerce operator (so no E-Commerce GSTIN).
 */
export const GST_CSV_COLUMNS = [
  "Type",
  "Place Of Supply",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
  "Integrated Tax",
  "Central Tax",
  "State/UT Tax",
] as const;

/** A text cell: quoted, quotes doubled, and a leading =, +, - or @ defused so no spreadsheet runs it as a formula. */
function textCell(value: string): string {
  return `"${value.replace(/^[=+\-@\t\r]/, "'$&").replaceAll('"', '""')}"`;
}

/** One row per place of supply and rate; amounts in rupees with two decimals, credit notes already subtracted. */
export function gstSummaryCsv(rows: GstSummary["rows"]): string {
  const lines = rows.map((row) =>
    [textCell("OE"), textCell(`${row.code}-${row.state}`), "", String(row.rate), row.taxable, "0.00", "", row.igst, row.cgst, row.sgst].join(","),
  );
  return [GST_CSV_COLUMNS.join(","), ...lines].join("\r\n") + "\r\n";
}
