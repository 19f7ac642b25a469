import { Package } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useOrders } from "../api/get-orders";
import { OrderCard } from "./order-card";

/** The order history: one card per order, newest first, or 'No orders found'. */
export function OrderList() {
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-4">
        <span className="sr-only">Loading your orders...</span>
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (orders.isError) return <p className="py-10 text-center text-muted-foreground">Your orders could not be loaded. Please refresh the page.</p>;
  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={<Package aria-hidden="true" />}
        title="No orders found"
        description="When you place an order it will show up here."
        actionLabel="Start Shopping"
        actionHref={paths.products.href()}
      />
    );
  }
  return (
    <ul aria-label="Orders" className="grid gap-4">
      {orders.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
