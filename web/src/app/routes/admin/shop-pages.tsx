import { pageTitle } from "@shared/page-meta";
import { SETTINGS_SECTIONS } from "@/components/layout/admin-nav-items";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { AdminSubNav } from "@/components/layout/admin-sub-nav";
import { ShopPagesPanel } from "@/features/admin-shop-pages/components/shop-pages-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/settings/pages: the texts of the policy and company pages (see docs/product/policy-pages.md#back-office). */
export function AdminShopPagesPage() {
  usePageTitle(pageTitle("Pages"));
  return (
    <>
      <AdminPageHeader title="Settings" description="The shop's policy and company pages, and where it delivers." />
      <AdminSubNav label="Settings sections" items={SETTINGS_SECTIONS} />
      <ShopPagesPanel />
    </>
  );
}
