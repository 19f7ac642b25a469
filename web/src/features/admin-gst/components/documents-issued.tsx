import type { GstSummary } from "@shared/schemas/gst-summary";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const COLUMNS = ["Nature of document", "From", "To", "Total number", "Cancelled", "Net issued"] as const;

type Series = GstSummary["invoices"];

/** The cells after the nature of the document; the shop never cancels a document it issued. */
const cellsOf = (series: Series) => [series.firstNumber ?? "—", series.lastNumber ?? "—", String(series.count), "0", String(series.count)];

/** GSTR-1's 'Documents issued' (table 13): the month's invoice and credit note series; on phones a block per series. */
export function DocumentsIssued({ data }: { data: Pick<GstSummary, "invoices" | "creditNotes"> }) {
  const rows = [
    { nature: "Invoices for outward supply", cells: cellsOf(data.invoices) },
    { nature: "Credit notes", cells: cellsOf(data.creditNotes) },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Documents issued (GSTR-1 table 13)</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:hidden">
          {rows.map(({ nature, cells }) => (
            <li key={nature} className="rounded-xl border border-border p-3">
              <p className="font-semibold">{nature}</p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {cells.map((cell, index) => (
                  <div key={COLUMNS[index + 1]} className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{COLUMNS[index + 1]}</dt>
                    <dd className="break-words font-medium tabular-nums">{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <table className="hidden w-full text-sm sm:table">
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              {COLUMNS.map((column, index) => (
                <th key={column} scope="col" className={index < 3 ? "py-2 pr-3 font-medium" : "py-2 pl-3 text-right font-medium"}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map(({ nature, cells }) => (
              <tr key={nature}>
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {nature}
                </th>
                {cells.map((cell, index) => (
                  <td key={COLUMNS[index + 1]} className={index < 2 ? "whitespace-nowrap py-2 pr-3" : "py-2 pl-3 text-right tabular-nums"}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
