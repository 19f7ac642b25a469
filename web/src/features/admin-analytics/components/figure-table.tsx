import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

interface FigureTableProps {
  title: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
}

/** A small titled table of figures; the first column names the row, the others are right-aligned numbers. */
export function FigureTable({ title, columns, rows, empty }: FigureTableProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  {columns.map((column, index) => (
                    <th key={column} scope="col" className={index === 0 ? "py-2 pr-3 font-medium" : "py-2 pl-3 text-right font-medium"}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((row) => (
                  <tr key={row.key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="py-2 pr-3 text-left font-medium">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
