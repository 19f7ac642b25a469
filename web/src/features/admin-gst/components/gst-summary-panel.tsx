import type { GstSummary } from "@shared/schemas/gst-summary";
import { ReceiptIndianRupee } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPrice } from "@/lib/format";
import { useGstSummary } from "../api/get-gst-summary";
import { monthLabel } from "../lib/months";
import { DocumentsIssued } from "./documents-issued";
import { TaxTable } from "./tax-table";

/** Everything the GST summary shows for one month. */
export function GstSummaryPanel({ month }: { month: string }) {
  const summary = useGstSummary(month);
  if (summary.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading the GST summary...</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the GST summary. Please try again.
      </p>
    );
  }
  return (
    <div aria-busy={summary.isFetching} aria-live="polite">
      <SummaryFigures data={summary.data} />
    </div>
  );
}

/** "KK/26-27/000001 – KK/26-27/000042", or the one number, or nothing. */
function numberRange(first: string | null, last: string | null): string {
  if (!first || !last) return "None issued";
  return first === last ? first : `${first} – ${last}`;
}

function SummaryFigures({ data }: { data: GstSummary }) {
  if (data.invoices.count === 0 && data.creditNotes.count === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-14 text-center">
        <ReceiptIndianRupee aria-hidden="true" className="size-12 text-muted-foreground" />
        <p className="text-lg font-semibold">No invoices this month</p>
        <p className="text-sm text-muted-foreground">Invoices are issued when orders ship; they and any credit notes of {monthLabel(data.month)} will show here.</p>
      </Card>
    );
  }
  const figures = [
    { label: "Invoices", value: String(data.invoices.count), detail: numberRange(data.invoices.firstNumber, data.invoices.lastNumber), testId: "gst-invoices" },
    { label: "Credit notes", value: String(data.creditNotes.count), detail: numberRange(data.creditNotes.firstNumber, data.creditNotes.lastNumber), testId: "gst-credit-notes" },
    { label: "Taxable value (net)", value: formatPrice(data.net.taxable), detail: `Invoiced ${formatPrice(data.invoices.taxable)}`, testId: "gst-taxable" },
    { label: "GST (net)", value: formatPrice(data.net.tax), detail: `Credit notes ${formatPrice(data.creditNotes.tax)}`, testId: "gst-tax" },
  ];
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {figures.map(({ label, value, detail, testId }) => (
          <li key={label}>
            <Card className="h-full p-4 sm:p-5">
              <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
              <p className="mt-1 truncate text-xl font-bold tabular-nums sm:text-2xl" data-testid={testId}>
                {value}
              </p>
              <p className="mt-1 break-words text-xs text-muted-foreground">{detail}</p>
            </Card>
          </li>
        ))}
      </ul>
      <TaxTable
        title="By GST rate"
        firstColumn="Rate"
        rows={data.byRate.map((row) => ({ ...row, key: String(row.rate), name: `${row.rate}%` }))}
        total={data.net}
      />
      <TaxTable
        title="By place of supply"
        firstColumn="Place of supply"
        rows={data.byPlaceOfSupply.map((row) => ({ ...row, key: `${row.code}-${row.state}`, name: `${row.code} - ${row.state}` }))}
        total={data.net}
      />
      <TaxTable
        title="HSN-wise summary (GSTR-1 table 12)"
        firstColumn="HSN / SAC, rate, quantity"
        rows={data.byHsn.map((row) => ({ ...row, key: `${row.hsnCode ?? "none"}-${row.rate}`, name: `${row.hsnCode ?? "No code"} · ${row.rate}% · ${row.quantity} ${row.quantity === 1 ? "unit" : "units"}` }))}
        total={data.net}
      />
      <DocumentsIssued data={data} />
      <p className="text-sm text-muted-foreground">
        Credit notes are subtracted in the month they were issued. Net total with GST:{" "}
        <span className="font-semibold text-foreground" data-testid="gst-net-total">
          {formatPrice(data.net.total)}
        </span>
        .
      </p>
    </div>
  );
}
