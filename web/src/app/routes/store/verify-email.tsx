import { Mailbox } from "lucide-react";
import { pageTitle } from "@shared/page-meta";
import { useSearchParams } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { VerifyEmailStatus } from "@/features/auth/components/verify-email-status";
import { usePageTitle } from "@/lib/use-page-title";

/** /verify-email?token=…: the page a verification mail links to; it verifies as it opens. */
export function VerifyEmailPage() {
  usePageTitle(pageTitle("Verify E-mail"));
  const [params] = useSearchParams();
  return (
    <AuthPanel icon={Mailbox} title="Verify your e-mail">
      <VerifyEmailStatus token={params.get("token") ?? ""} />
    </AuthPanel>
  );
}
