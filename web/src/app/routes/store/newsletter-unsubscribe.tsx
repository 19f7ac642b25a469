import { MailOpen } from "lucide-react";
import { pageTitle } from "@shared/page-meta";
import { useSearchParams } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { UnsubscribeConfirm } from "@/features/newsletter/components/unsubscribe-confirm";
import { usePageTitle } from "@/lib/use-page-title";

/** /newsletter/unsubscribe?email=…&token=…: where every newsletter's unsubscribe link leads. */
export function NewsletterUnsubscribePage() {
  usePageTitle(pageTitle("Unsubscribe"));
  const [params] = useSearchParams();
  return (
    <AuthPanel icon={MailOpen} title="Unsubscribe from our newsletter">
      <UnsubscribeConfirm email={params.get("email")?.trim() ?? ""} token={params.get("token")?.trim() ?? ""} />
    </AuthPanel>
  );
}
