import { MailCheck } from "lucide-react";
import { pageTitle } from "@shared/page-meta";
import { useSearchParams } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { SubscriptionConfirm } from "@/features/newsletter/components/subscription-confirm";
import { usePageTitle } from "@/lib/use-page-title";

/** /newsletter/confirm?email=…&token=…: where the newsletter's confirmation mail leads. */
export function NewsletterConfirmPage() {
  usePageTitle(pageTitle("Confirm Subscription"));
  const [params] = useSearchParams();
  return (
    <AuthPanel icon={MailCheck} title="Confirm your subscription">
      <SubscriptionConfirm email={params.get("email")?.trim() ?? ""} token={params.get("token")?.trim() ?? ""} />
    </AuthPanel>
  );
}
