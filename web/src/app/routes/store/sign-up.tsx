import { pageTitle } from "@shared/page-meta";
import { Link, Navigate } from "react-router";
import { AuthPanel } from "@/components/layout/auth-panel";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { usePageTitle } from "@/lib/use-page-title";

/** /signup: registration. Someone already signed in has nothing to do here and goes home. */
export function SignUpPage() {
  usePageTitle(pageTitle("Create Account"));
  const { isAuthenticated } = useCurrentUser();
  if (isAuthenticated) return <Navigate to={paths.home.href()} replace />;

  return (
    <AuthPanel
      emoji="🍼"
      title="Join KiddoKart"
      description="Create your account to shop safe, authentic baby care products."
      footer={
        <>
          Already have an account?{" "}
          <Link to={paths.signin.href()} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthPanel>
  );
}
