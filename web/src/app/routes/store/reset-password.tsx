import { LockKeyhole } from "lucide-react";
import { pageTitle } from "@shared/page-meta";
import { useSearchParams } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { usePageTitle } from "@/lib/use-page-title";

/** /reset-password?token=…: the page a reset mail links to. */
export function ResetPasswordPage() {
  usePageTitle(pageTitle("Reset Password"));
  const [params] = useSearchParams();
  return (
    <AuthPanel icon={LockKeyhole} title="Choose a new password" description="It signs you out everywhere else and signs you in here.">
      <ResetPasswordForm token={params.get("token") ?? ""} />
    </AuthPanel>
  );
}
