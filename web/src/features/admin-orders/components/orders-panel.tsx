import type { AdminOrder } from "@shared/schemas/admin";
import { PackageOpen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { pageCount } from "@/lib/page-range";
import { useAdminOrders } from "../api/get-admin-orders";
import { OrderDetailsDialog } from "./order-details-dialog";
import { filtersFromUrl, isFiltered, type OrderListFilters, pageFromUrl, urlOf } from "../lib/order-list-url";
import { OrderFilters } from "./order-filters";
import { OrderRow } from "./order-row";
import { OrdersListSkeleton } from "./orders-list-skeleton";

/** Orders per page in Manage Orders. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** Manage Orders: the total, the filters (kept in the URL with the page), one page of orders and the details dialog. */
export function OrdersPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromUrl(searchParams);
  const page = pageFromUrl(searchParams);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const orders = useAdminOrders({ ...filters, limit: ADMIN_ORDERS_PAGE_SIZE, offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE });
  // The total of all orders, whatever the filters say.
  const everything = useAdminOrders({ limit: 1 });
  const list = orders.data?.orders ?? [];
  const total = orders.data?.total ?? 0;
  // The dialog follows the list, so a status changed elsewhere shows there too.
  const viewed: AdminOrder | null = list.find((order) => order.id === viewedId) ?? null;

  // A new filter returns to page 1.
  // The filters as last changed: two changes before the next render (two days picked at once) build on each other.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });
  const changeFilters = (change: (current: OrderListFilters) => OrderListFilters) => {
    latest.current = change(latest.current);
    setSearchParams(urlOf(latest.current));
  };
  const setPage = (next: number) => setSearchParams(urlOf(filters, next));

  return (
    <div className="space-y-6">
      <p className="text-muted-foreground">
        Total Orders: <span className="font-semibold text-foreground">{everything.data?.total ?? "…"}</span>
      </p>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <OrderFilters value={filters} onChange={changeFilters} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="border-b border-border">
          <CardTitle>Orders ({total})</CardTitle>
        </CardHeader>
        {orders.isPending ? (
          <OrdersListSkeleton />
        ) : orders.isError ? (
          <p role="alert" className="p-6 text-center text-destructive">
            Could not load the orders. Please try again.
          </p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
            <PackageOpen aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-semibold">No orders found</p>
            <p className="text-sm text-muted-foreground">
              {isFiltered(filters) ? "No order matches these filters. Try other words or days, or clear the filters." : "Orders will appear here once customers start placing them"}
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-border" aria-busy={orders.isFetching}>
            {list.map((order) => (
              <OrderRow key={order.id} order={order} onView={(chosen) => setViewedId(chosen.id)} />
            ))}
          </ul>
        )}
      </Card>
      <Pagination page={page} totalPages={pageCount(total, ADMIN_ORDERS_PAGE_SIZE)} onPageChange={setPage} />
      <OrderDetailsDialog order={viewed} onClose={() => setViewedId(null)} />
    </div>
  );
}
