import { pageTitle } from "@shared/page-meta";
import { MESSAGES_SECTIONS } from "@/components/layout/admin-nav-items";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { AdminSubNav } from "@/components/layout/admin-sub-nav";
import { MessagesPanel } from "@/features/admin-messages/components/messages-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/messages: what visitors wrote through the contact form, and who subscribed to the newsletter; the Outbox beside it. */
export function AdminMessagesPage() {
  usePageTitle(pageTitle("Messages"));
  return (
    <>
      <AdminPageHeader title="Messages" description="Contact-form messages, newsletter subscribers and, under Outbox, every e-mail the shop sends." />
      <AdminSubNav label="Messages sections" items={MESSAGES_SECTIONS} />
      <MessagesPanel />
    </>
  );
}
