import { Milk } from "lucide-react";
import { pageTitle } from "@shared/page-meta";
import { Link, Navigate } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { useReturnUrl } from "@/lib/use-return-url";
import { usePageTitle } from "@/lib/use-page-title";

/** /signup?returnUrl=…: registration. Someone already signed in has nothing to do here and goes on to returnUrl (else home). */
export function SignUpPage() {
  usePageTitle(pageTitle("Create Account"));
  const { isAuthenticated } = useCurrentUser();
  const returnUrl = useReturnUrl();
  if (isAuthenticated) return <Navigate to={returnUrl} replace />;

  return (
    <AuthPanel
      icon={Milk}
      title="Join KiddoKart"
      description="Create your account to shop safe, authentic baby care products."
      footer={
        <>
          Already have an account?{" "}
          <Link to={paths.signin.href(returnUrl)} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm returnUrl={returnUrl} />
    </AuthPanel>
  );
}
