import { pageTitle } from "@shared/page-meta";
import { OrderList } from "@/features/orders/components/order-list";
import { usePageTitle } from "@/lib/use-page-title";

/** /orders (signed in): the shopper's order history. */
export function OrdersPage() {
  usePageTitle(pageTitle("My Orders"));
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Orders</h1>
      <p className="mt-1 text-muted-foreground">Track and manage your orders.</p>
      <div className="mt-6">
        <OrderList />
      </div>
    </div>
  );
}
