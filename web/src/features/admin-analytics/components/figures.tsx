import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface FiguresProps {
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  empty: string;
  /** The names in the first column wrap (a fixed layout), so that a long one never widens a phone's screen. */
  wrapNames?: boolean;
}

/** A table of figures: the first column names the row, the others are right-aligned numbers. */
export function Figures({ columns, rows, empty, wrapNames = false }: FiguresProps) {
  if (rows.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className={cn("w-full text-sm", wrapNames && "table-fixed")}>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? "py-2 pr-3 font-medium" : cn("py-2 pl-3 text-right font-medium", wrapNames && "w-24")}>
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
                  <th key={index} scope="row" className={cn("py-2 pr-3 text-left font-medium", wrapNames && "break-words")}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={cn("py-2 pl-3 text-right tabular-nums", !wrapNames && "whitespace-nowrap")}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
