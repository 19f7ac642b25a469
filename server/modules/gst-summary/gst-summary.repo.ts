import type { TaxDocumentKind } from "@shared/constants";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";

export interface SeriesRow {
  kind: TaxDocumentKind;
  count: number;
  firstNumber: string;
  lastNumber: string;
  taxable: string;
  tax: string;
  total: string;
}

/** Per kind of document issued in [from, to): how many, the first and last numbers of the series, and their values. */
export function documentSeries(db: Database, from: Date, to: Date): Promise<SeriesRow[]> {
  return queryRows<SeriesRow>(
    db,
    sql`select kind,
               count(*)::int as count,
               (array_agg(number order by financial_year, sequence))[1] as "firstNumber",
               (array_agg(number order by financial_year desc, sequence desc))[1] as "lastNumber",
               sum(taxable_paise)::text as taxable,
               sum(cgst_paise + sgst_paise + igst_paise)::text as tax,
               sum(total_paise)::text as total
        from tax_documents
        where issued_at >= ${from.toISOString()} and issued_at < ${to.toISOString()}
        group by kind`,
  );
}

export interface HsnRow {
  hsnCode: string | null;
  rate: number;
  quantity: number;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

/** The lines of the documents issued in [from, to), with their document. */
const linesIssuedIn = (from: Date, to: Date) =>
  sql`from tax_document_lines lines
      join tax_documents documents on documents.id = lines.document_id
      where documents.issued_at >= ${from.toISOString()} and documents.issued_at < ${to.toISOString()}`;

const signed = (column: string) => sql`sum(case when documents.kind = 'credit_note' then -lines.${sql.raw(column)} else lines.${sql.raw(column)} end)`;

/** The lines of the documents issued in [from, to), summed per HSN (or SAC) code and GST slab; credit notes count negatively. */
export function suppliesByHsn(db: Database, from: Date, to: Date): Promise<HsnRow[]> {
  return queryRows<HsnRow>(
    db,
    sql`select lines.hsn_code as "hsnCode",
               lines.gst_rate::int as rate,
               ${signed("quantity")}::int as quantity,
               ${signed("taxable_paise")}::text as taxable,
               ${signed("cgst_paise")}::text as cgst,
               ${signed("sgst_paise")}::text as sgst,
               ${signed("igst_paise")}::text as igst
        ${linesIssuedIn(from, to)}
        group by lines.hsn_code, lines.gst_rate
        order by lines.hsn_code nulls last, lines.gst_rate`,
  );
}

export interface SupplyRow {
  state: string;
  code: string;
  rate: number;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

/**
 * The lines of the documents issued in [from, to), summed per place of supply and GST slab; a credit
 * note's lines count negatively (its amounts are stored as printed, positive).
 */
export function suppliesByStateAndRate(db: Database, from: Date, to: Date): Promise<SupplyRow[]> {
  return queryRows<SupplyRow>(
    db,
    sql`select documents.place_of_supply as state,
               documents.place_of_supply_code as code,
               lines.gst_rate::int as rate,
               ${signed("taxable_paise")}::text as taxable,
               ${signed("cgst_paise")}::text as cgst,
               ${signed("sgst_paise")}::text as sgst,
               ${signed("igst_paise")}::text as igst
        ${linesIssuedIn(from, to)}
        group by documents.place_of_supply_code, documents.place_of_supply, lines.gst_rate
        order by documents.place_of_supply_code, documents.place_of_supply, lines.gst_rate`,
  );
}
