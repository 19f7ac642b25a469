import { pageTitle } from "@shared/page-meta";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { OrdersPanel } from "@/features/admin-orders/components/orders-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/orders: 'Manage Orders' (see docs/product/admin-orders.md). */
export function AdminOrdersPage() {
  usePageTitle(pageTitle("Manage Orders"));
  return (
    <>
      <AdminPageHeader title="Manage Orders" description="Follow every order and move it along." />
      <OrdersPanel />
    </>
  );
}
