import { type ReactNode, useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { goToLogin } from "@/lib/login-redirect";
import { PageLoading } from "@/components/layout/page-loading";

/** A signed-in customer on an admin page is sent home after 1 second. */
export const ACCESS_DENIED_REDIRECT_DELAY_MS = 1000;

/**
 * Guards the back office (see docs/product/storefront-shell.md#guards): a skeleton while the current user loads, the sign-in endpoint
 * for visitors, and for a customer an 'Access Denied' toast and the way home. The admin page itself (and
 * so its data) is only rendered for administrators. The server checks every admin call again.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const access = isLoading ? "loading" : user === null ? "signed-out" : user.isAdmin ? "granted" : "denied";

  useEffect(() => {
    if (access === "signed-out") goToLogin();
    if (access !== "denied") return;
    toast({ title: "Access Denied", description: "You don't have permission to access this page.", variant: "destructive" });
    const timer = setTimeout(() => navigate(paths.home.href(), { replace: true }), ACCESS_DENIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [access, navigate]);

  if (access !== "granted") return <PageLoading />;
  return children ?? <Outlet />;
}
