import type { OrderStatus, PaymentMethod } from "@shared/constants";
import type { Analytics } from "@shared/schemas/admin";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatPrice } from "@/lib/format";
import type { AnalyticsPeriod } from "../api/get-analytics";
import { useAnalytics } from "../api/get-analytics";
import { toDailyPoints } from "../lib/chart-data";
import { DailyChartCard } from "./daily-chart-card";
import { FigureTable } from "./figure-table";

const STATUS_LABELS: Record<OrderStatus, string> = { pending: "Pending", confirmed: "Confirmed", shipped: "Shipped", delivered: "Delivered", cancelled: "Cancelled" };
const METHOD_LABELS: Record<PaymentMethod, string> = { cod: "Cash on Delivery", razorpay: "Razorpay" };

/** Everything the analytics page shows for one period. */
export function AnalyticsPanel({ days }: { days: AnalyticsPeriod }) {
  const analytics = useAnalytics(days);
  if (analytics.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading analytics...</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the analytics. Please try again.
      </p>
    );
  }
  return <AnalyticsFigures data={analytics.data} />;
}

function AnalyticsFigures({ data }: { data: Analytics }) {
  const points = toDailyPoints(data.daily);
  const today = points.at(-1);
  const revenue = points.reduce((sum, point) => sum + point.revenue, 0);
  const orders = points.reduce((sum, point) => sum + point.orders, 0);
  const summary = [
    { label: "Revenue today", value: formatPrice(today?.revenue ?? 0), testId: "revenue-today" },
    { label: "Orders today", value: String(today?.orders ?? 0), testId: "orders-today" },
    { label: `Revenue, last ${data.days} days`, value: formatPrice(revenue), testId: "revenue-period" },
    { label: "Average order value", value: formatPrice(orders > 0 ? revenue / orders : 0), testId: "average-order" },
  ];
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {summary.map(({ label, value, testId }) => (
          <li key={label}>
            <Card className="h-full p-4 sm:p-5">
              <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
              <p className="mt-1 truncate text-xl font-bold sm:text-2xl" data-testid={testId}>
                {value}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <DailyChartCard kind="revenue" points={points} />
        <DailyChartCard kind="orders" points={points} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <FigureTable
          title="Orders by status"
          columns={["Status", "Orders"]}
          empty="No orders in this period"
          rows={data.byStatus.map((row) => ({ key: row.status, cells: [STATUS_LABELS[row.status], row.orders] }))}
        />
        <FigureTable
          title="Payment methods"
          columns={["Method", "Orders", "Revenue"]}
          empty="No orders in this period"
          rows={data.byPaymentMethod.map((row) => ({
            key: row.paymentMethod,
            cells: [METHOD_LABELS[row.paymentMethod], row.orders, formatPrice(row.revenue)],
          }))}
        />
        <FigureTable
          title="Top 10 products by revenue"
          columns={["Product", "Units", "Revenue"]}
          empty="No sales in this period"
          rows={data.topByRevenue.map((row, index) => ({ key: `${row.productId ?? row.name}-${index}`, cells: [row.name, row.units, formatPrice(row.revenue)] }))}
        />
        <FigureTable
          title="Top 10 products by units"
          columns={["Product", "Units", "Revenue"]}
          empty="No sales in this period"
          rows={data.topByUnits.map((row, index) => ({ key: `${row.productId ?? row.name}-${index}`, cells: [row.name, row.units, formatPrice(row.revenue)] }))}
        />
      </div>
      <FigureTable
        title="Low on stock"
        columns={["Product", "In stock"]}
        empty="Every product is well stocked"
        rows={data.lowStock.map((row) => ({
          key: row.variantId,
          cells: [
            <Link key="name" to={paths.product.href(row.slug)} className="text-primary underline-offset-4 hover:underline">
              {row.name}
            </Link>,
            row.stockQuantity,
          ],
        }))}
      />
    </div>
  );
}
