import type { TaxFigures } from "@shared/schemas/gst-summary";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPrice } from "@/lib/format";

interface TaxTableProps {
  title: string;
  /** What the first column names: 'Rate', 'Place of supply'. */
  firstColumn: string;
  rows: Array<TaxFigures & { key: string; name: string }>;
  total: TaxFigures;
}

const AMOUNT_COLUMNS = ["Taxable value", "CGST", "SGST", "IGST", "Total tax"] as const;

function amounts(figures: TaxFigures): string[] {
  return [figures.taxable, figures.cgst, figures.sgst, figures.igst, figures.tax].map(formatPrice);
}

/** On phones each row is a small block, the amounts two by two, most telling first. */
const PHONE_ORDER = [0, 4, 1, 2, 3] as const;

function PhoneRows({ rows, total }: Pick<TaxTableProps, "rows" | "total">) {
  return (
    <ul className="grid gap-3 sm:hidden">
      {[...rows, { ...total, key: "total", name: "Total" }].map((row) => {
        const values = amounts(row);
        return (
          <li key={row.key} className={row.key === "total" ? "rounded-xl bg-muted p-3" : "rounded-xl border border-border p-3"}>
            <p className="font-semibold">{row.name}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {PHONE_ORDER.map((index) => (
                <div key={AMOUNT_COLUMNS[index]}>
                  <dt className="text-xs text-muted-foreground">{AMOUNT_COLUMNS[index]}</dt>
                  <dd className="font-medium tabular-nums">{values[index]}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** Taxable value and tax per row (a rate, a state), with the month's total: a table, or blocks on phones. */
export function TaxTable({ title, firstColumn, rows, total }: TaxTableProps) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <PhoneRows rows={rows} total={total} />
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {firstColumn}
                </th>
                {AMOUNT_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="py-2 pl-3 text-right font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {row.name}
                  </th>
                  {amounts(row).map((amount, index) => (
                    <td key={AMOUNT_COLUMNS[index]} className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">
                      {amount}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-border font-semibold">
                <th scope="row" className="py-2 pr-3 text-left">
                  Total
                </th>
                {amounts(total).map((amount, index) => (
                  <td key={AMOUNT_COLUMNS[index]} className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">
                    {amount}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
