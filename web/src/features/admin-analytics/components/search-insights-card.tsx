import type { SearchInsights } from "@shared/schemas/search-insights";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatShortDate } from "@/lib/format";
import type { AnalyticsPeriod } from "../api/get-analytics";
import { useSearchInsights } from "../api/get-search-insights";
import { Figures, type FiguresProps } from "./figures";

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
        rows={data.topSearches.map((row) => ({ key: row.query, cells: [row.query, row.searches, row.results] }))}
      />
      <WordsTable
        title="Searches that found nothing"
        columns={["Search", "Searches", "Last searched"]}
        empty="Every search found something"
        rows={data.noResults.map((row) => ({ key: row.query, cells: [row.query, row.searches, formatShortDate(row.lastSearchedAt)] }))}
      />
    </div>
  );
}

/** One of the two lists: a title over a table whose search words wrap on a phone. */
function WordsTable({ title, ...figures }: FiguresProps & { title: string }) {
  return (
    <section aria-label={title}>
      <h4 className="mb-2 text-sm font-semibold">{title}</h4>
      <Figures {...figures} wrapNames />
    </section>
  );
}
