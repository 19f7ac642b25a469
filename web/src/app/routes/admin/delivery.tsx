import { pageTitle } from "@shared/page-meta";
import { SETTINGS_SECTIONS } from "@/components/layout/admin-nav-items";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { AdminSubNav } from "@/components/layout/admin-sub-nav";
import { DeliverySettingsPanel } from "@/features/admin-delivery/components/delivery-settings-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/settings/delivery: where the shop delivers, how fast, with or without cash on delivery, and the holidays. */
export function AdminDeliveryPage() {
  usePageTitle(pageTitle("Delivery"));
  return (
    <>
      <AdminPageHeader title="Settings" description="Where the shop delivers, how fast, whether cash on delivery is allowed, and the days parcels do not move." />
      <AdminSubNav label="Settings sections" items={SETTINGS_SECTIONS} />
      <DeliverySettingsPanel />
    </>
  );
}
