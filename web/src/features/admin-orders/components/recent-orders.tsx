import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate, formatPrice } from "@/lib/format";
import { useAdminOrders } from "../api/get-admin-orders";
import { OrderStatusBadge } from "./order-badges";

/** The dashboard shows the five newest orders. */
export const RECENT_ORDERS_COUNT = 5;

/** The five newest orders: number, date, status and total. */
export function RecentOrders() {
  const orders = useAdminOrders({ limit: RECENT_ORDERS_COUNT });
  const list = orders.data?.orders ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Recent Orders</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.orders.href()} aria-label="View all orders">
            View All
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {orders.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            {Array.from({ length: RECENT_ORDERS_COUNT }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No orders found</p>
        ) : (
          <ul className="divide-y divide-border">
            {list.map((order) => (
              <li key={order.id} className="flex items-center gap-3 py-2.5">
                {/* The number is never cut: on a narrow screen the badge goes under it instead. */}
                <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                  <div className="mr-auto">
                    <p className="whitespace-nowrap text-sm font-semibold">#{order.orderNumber}</p>
                    <p className="text-xs text-muted-foreground">{formatDate(order.createdAt)}</p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className="w-24 shrink-0 text-right text-sm font-semibold">{formatPrice(order.total)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
