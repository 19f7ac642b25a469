import { pageTitle } from "@shared/page-meta";
import { AdminPageHeader } from "@/components/layout/admin-page-header";
import { MessagesPanel } from "@/features/admin-messages/components/messages-panel";
import { usePageTitle } from "@/lib/use-page-title";

/** /admin/messages: what visitors wrote through the contact form, and who subscribed to the newsletter. */
export function AdminMessagesPage() {
  usePageTitle(pageTitle("Messages"));
  return (
    <>
      <AdminPageHeader title="Messages" description="Contact-form messages and newsletter subscribers." />
      <MessagesPanel />
    </>
  );
}
