import { lazy, Suspense } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPrice } from "@/lib/format";
import type { DailyPoint } from "../lib/chart-data";

const RevenueChart = lazy(() => import("./daily-charts").then((module) => ({ default: module.RevenueChart })));
const OrdersChart = lazy(() => import("./daily-charts").then((module) => ({ default: module.OrdersChart })));

interface DailyChartCardProps {
  kind: "revenue" | "orders";
  points: DailyPoint[];
}

/** A chart of one daily figure, with the same figures as a table for screen readers. */
export function DailyChartCard({ kind, points }: DailyChartCardProps) {
  const title = kind === "revenue" ? "Revenue per day" : "Orders per day";
  const headingId = `${kind}-chart-heading`;
  const total = points.reduce((sum, point) => sum + (kind === "revenue" ? point.revenue : point.orders), 0);
  const show = (value: number) => (kind === "revenue" ? formatPrice(value) : String(value));
  return (
    <Card>
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {kind === "revenue" ? "Total" : "Orders"} in the period: <span className="font-semibold text-foreground">{show(total)}</span>
        </p>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-64" />}>{kind === "revenue" ? <RevenueChart points={points} /> : <OrdersChart points={points} />}</Suspense>
        <table className="sr-only" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">{kind === "revenue" ? "Revenue" : "Orders"}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{point.label}</th>
                <td>{show(kind === "revenue" ? point.revenue : point.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
