import { pageTitle } from "@shared/page-meta";
import { MESSAGES_SECTIONS } from "@/components/layout/admin-nav-items";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { AdminSubNav } from "@/components/layout/admin-sub-nav";
import { OutboxPanel } from "@/features/admin-outbox/components/outbox-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/messages/outbox: every e-mail the shop wrote, whether it went out, and each one as its recipient sees it. */
export function AdminOutboxPage() {
  usePageTitle(pageTitle("Outbox"));
  return (
    <>
      <AdminPageHeader title="Messages" description="Every e-mail the shop sends, whether it went out, and how it looks to its recipient." />
      <AdminSubNav label="Messages sections" items={MESSAGES_SECTIONS} />
      <OutboxPanel />
    </>
  );
}
