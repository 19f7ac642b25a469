import { KeyRound } from "lucide-react";
import { pageTitle } from "@shared/page-meta";
import { Link } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { paths } from "@/config/paths";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { usePageTitle } from "@/lib/use-page-title";

/** /forgot-password: a reset link by mail. Open to anyone, also an account without a password yet. */
export function ForgotPasswordPage() {
  usePageTitle(pageTitle("Forgot Password"));
  return (
    <AuthPanel
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter your account's e-mail address and we'll send you a link to choose a new one."
      footer={
        <>
          Remembered it?{" "}
          <Link to={paths.signin.href()} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPanel>
  );
}
