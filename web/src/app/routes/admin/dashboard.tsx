import { pageTitle } from "@shared/page-meta";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { QuickActions } from "@/features/admin-dashboard/components/quick-actions";
import { RecentProducts } from "@/features/admin-dashboard/components/recent-products";
import { StatCards } from "@/features/admin-dashboard/components/stat-cards";
import { RecentOrders } from "@/features/admin-orders/components/recent-orders";
import { useCurrentUser } from "@/lib/current-user";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin: figures, the newest orders and products, and shortcuts (see docs/product/admin-dashboard.md). */
export function AdminDashboardPage() {
  usePageTitle(pageTitle("Admin Dashboard"));
  const { user } = useCurrentUser();
  return (
    <>
      <AdminPageHeader title="Admin Dashboard" description={`Welcome back, ${user?.firstName?.trim() || "Admin"}!`} />
      <div className="space-y-6">
        <StatCards />
        <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
          <RecentOrders />
          <RecentProducts />
        </div>
        <QuickActions />
      </div>
    </>
  );
}
