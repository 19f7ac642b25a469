import { pageTitle } from "@shared/page-meta";
import { USERS_SECTIONS } from "@/components/layout/admin-nav-items";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { AdminSubNav } from "@/components/layout/admin-sub-nav";
import { UsersPanel } from "@/features/admin-users/components/users-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/users: 'Manage Users', on the shop's real accounts. */
export function AdminUsersPage() {
  usePageTitle(pageTitle("Manage Users"));
  return (
    <>
      <AdminPageHeader title="Manage Users" description="Customers and administrators of the shop." />
      <AdminSubNav label="Users sections" items={USERS_SECTIONS} />
      <UsersPanel />
    </>
  );
}
