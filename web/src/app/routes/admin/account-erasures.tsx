import { pageTitle } from "@shared/page-meta";
import { USERS_SECTIONS } from "@/components/layout/admin-nav-items";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { AdminSubNav } from "@/components/layout/admin-sub-nav";
import { ErasuresPanel } from "@/features/admin-account-erasures/components/erasures-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/users/erasures: accounts erased at their owners' request, and what was kept for the law. */
export function AdminAccountErasuresPage() {
  usePageTitle(pageTitle("Erasure requests"));
  return (
    <>
      <AdminPageHeader title="Manage Users" description="Accounts their owners deleted, and what the shop kept for the law." />
      <AdminSubNav label="Users sections" items={USERS_SECTIONS} />
      <ErasuresPanel />
    </>
  );
}
