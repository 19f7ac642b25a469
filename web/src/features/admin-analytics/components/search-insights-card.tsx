import type { SearchInsights } from "@shared/schemas/search-insights";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatShortDate } from "@/lib/format";
import type { AnalyticsPeriod } from "../api/get-analytics";
import { useSearchInsights } from "../api/get-search-insights";

/** What shoppers searched for in the period: the words most searched, and those that found nothing. */
export function SearchInsightsCard({ days }: { days: AnalyticsPeriod }) {
  const insights = useSearchInsights(days);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Searches</CardTitle>
        {insights.data && (
          <CardDescription>
            {insights.data.totalSearches.toLocaleString("en-IN")} {insights.data.totalSearches === 1 ? "search" : "searches"} in the last {insights.data.days} days
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        {insights.isPending ? (
          <div role="status" aria-busy="true">
            <span className="sr-only">Loading searches...</span>
            <Skeleton className="h-40" />
          </div>
        ) : insights.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the searches. Please try again.
          </p>
        ) : (
          <SearchTables data={insights.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SearchTables({ data }: { data: SearchInsights }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <WordsTable
        title="Top searches"
        columns={["Search", "Searches", "Products found"]}
        empty="No searches yet"
        rows={data.topSearches.map((row) => ({ query: row.query, cells: [row.searches, row.results] }))}
      />
      <WordsTable
        title="Searches that found nothing"
        columns={["Search", "Searches", "Last searched"]}
        empty="Every search found something"
        rows={data.noResults.map((row) => ({ query: row.query, cells: [row.searches, formatShortDate(row.lastSearchedAt)] }))}
      />
    </div>
  );
}

interface WordsTableProps {
  title: string;
  columns: [string, string, string];
  rows: { query: string; cells: [ReactNode, ReactNode] }[];
  empty: string;
}

/** The words in the first column wrap, so that a long search never widens a phone's screen. */
function WordsTable({ title, columns, rows, empty }: WordsTableProps) {
  return (
    <section aria-label={title}>
      <h4 className="mb-2 text-sm font-semibold">{title}</h4>
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-2 font-medium">
                {columns[0]}
              </th>
              <th scope="col" className="w-20 py-2 pl-2 text-right font-medium">
                {columns[1]}
              </th>
              <th scope="col" className="w-24 py-2 pl-2 text-right font-medium">
                {columns[2]}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.query}>
                <th scope="row" className="break-words py-2 pr-2 text-left font-medium">
                  {row.query}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className="py-2 pl-2 text-right tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
