import { type ReactNode, useEffect } from "react";
import { Outlet } from "react-router";
import { useCurrentUser } from "@/lib/current-user";
import { goToLogin } from "@/lib/login-redirect";
import { PageLoading } from "@/components/layout/page-loading";

/**
 * Guards the shopper's own pages (cart, wishlist, checkout, orders, profile): a skeleton while the
 * current user loads, the sign-in endpoint for visitors, else the page. As a layout route it
 * shows the matched child route; it can also wrap `children`.
 */
export function RequireSignedIn({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const signedOut = !isLoading && user === null;

  useEffect(() => {
    if (signedOut) goToLogin();
  }, [signedOut]);

  if (!user) return <PageLoading />;
  return children ?? <Outlet />;
}
