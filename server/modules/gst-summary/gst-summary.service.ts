import type { GstSummary, TaxFigures } from "@shared/schemas/gst-summary";
import { paiseToDecimal } from "@shared/money";
import type { Database } from "../../db/client";
import { gstSummaryCsv } from "./gst-summary-csv";
import { monthBounds, monthInIndia } from "./gst-month";
import * as repo from "./gst-summary.repo";

export interface GstSummaryDeps {
  /** The clock that decides the current month; tests fix it. */
  now?: () => Date;
}

interface Sums {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

const zero = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });

function add(into: Sums, row: Sums) {
  into.taxable += row.taxable;
  into.cgst += row.cgst;
  into.sgst += row.sgst;
  into.igst += row.igst;
}

function figures(sums: Sums): TaxFigures {
  return {
    taxable: paiseToDecimal(sums.taxable),
    cgst: paiseToDecimal(sums.cgst),
    sgst: paiseToDecimal(sums.sgst),
    igst: paiseToDecimal(sums.igst),
    tax: paiseToDecimal(sums.cgst + sums.sgst + sums.igst),
  };
}

/** Sums per key, in the order the keys first appear (the rows come sorted). */
function groupSums<K>(rows: Array<Sums & { key: K }>): Map<K, Sums> {
  const groups = new Map<K, Sums>();
  for (const row of rows) {
    const sums = groups.get(row.key) ?? zero();
    add(sums, row);
    groups.set(row.key, sums);
  }
  return groups;
}

/** The owner's monthly GST summary (for GSTR-1 and GSTR-3B), from the invoices and credit notes issued. */
export function createGstSummaryService(db: Database, { now = () => new Date() }: GstSummaryDeps = {}) {
  async function summary(month = monthInIndia(now())): Promise<GstSummary> {
    const { from, to } = monthBounds(month);
    const [series, supplies, hsnRows] = await Promise.all([repo.documentSeries(db, from, to), repo.suppliesByStateAndRate(db, from, to), repo.suppliesByHsn(db, from, to)]);
    const seriesOf = (kind: "invoice" | "credit_note") => {
      const row = series.find((entry) => entry.kind === kind);
      return {
        count: row?.count ?? 0,
        firstNumber: row?.firstNumber ?? null,
        lastNumber: row?.lastNumber ?? null,
        taxable: paiseToDecimal(Number(row?.taxable ?? 0)),
        tax: paiseToDecimal(Number(row?.tax ?? 0)),
        total: paiseToDecimal(Number(row?.total ?? 0)),
      };
    };
    const rows = supplies.map((row) => ({
      state: row.state,
      code: row.code,
      rate: row.rate,
      taxable: Number(row.taxable),
      cgst: Number(row.cgst),
      sgst: Number(row.sgst),
      igst: Number(row.igst),
    }));
    const byRate = groupSums(rows.map((row) => ({ ...row, key: row.rate })));
    const byPlace = groupSums(rows.map((row) => ({ ...row, key: `${row.code}\u0000${row.state}` })));
    const net = zero();
    for (const row of rows) add(net, row);
    return {
      month,
      from: from.toISOString(),
      to: to.toISOString(),
      invoices: seriesOf("invoice"),
      creditNotes: seriesOf("credit_note"),
      byRate: [...byRate].sort(([a], [b]) => a - b).map(([rate, sums]) => ({ rate, ...figures(sums) })),
      byPlaceOfSupply: [...byPlace].map(([key, sums]) => {
        const [code, state] = key.split("\u0000") as [string, string];
        return { state, code, ...figures(sums) };
      }),
      rows: rows.map((row) => ({ state: row.state, code: row.code, rate: row.rate, ...figures(row) })),
      byHsn: hsnRows.map((row) => {
        const sums = { taxable: Number(row.taxable), cgst: Number(row.cgst), sgst: Number(row.sgst), igst: Number(row.igst) };
        return { hsnCode: row.hsnCode, rate: row.rate, quantity: row.quantity, ...figures(sums), total: paiseToDecimal(sums.taxable + sums.cgst + sums.sgst + sums.igst) };
      }),
      net: { ...figures(net), total: paiseToDecimal(net.taxable + net.cgst + net.sgst + net.igst) },
    };
  }

  return {
    summary,
    /** The month's B2C supplies as a CSV for GSTR-1, and the month it covers (for the file's name). */
    async csv(month?: string): Promise<{ month: string; body: string }> {
      const result = await summary(month);
      return { month: result.month, body: gstSummaryCsv(result.rows) };
    },
  };
}

export type GstSummaryService = ReturnType<typeof createGstSummaryService>;
