import { ToyBrick } from "lucide-react";
import { pageTitle } from "@shared/page-meta";
import { Link, Navigate } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { ProviderSignIn } from "@/features/auth/components/provider-sign-in";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { useProviderErrorNotice } from "@/features/auth/use-provider-error-notice";
import { useReturnUrl } from "@/lib/use-return-url";
import { usePageTitle } from "@/lib/use-page-title";

/** /signin?returnUrl=…: e-mail and password, or the identity provider when there is one; then back to returnUrl (else home). */
export function SignInPage() {
  usePageTitle(pageTitle("Sign In"));
  const { isAuthenticated } = useCurrentUser();
  const returnUrl = useReturnUrl();
  useProviderErrorNotice();
  if (isAuthenticated) return <Navigate to={returnUrl} replace />;

  return (
    <AuthPanel
      icon={ToyBrick}
      title="Sign In"
      description="Welcome back! Sign in to your KiddoKart account."
      footer={
        <>
          New to KiddoKart?{" "}
          <Link to={paths.signup.href(returnUrl)} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm returnUrl={returnUrl} />
      <ProviderSignIn returnUrl={returnUrl} />
    </AuthPanel>
  );
}
