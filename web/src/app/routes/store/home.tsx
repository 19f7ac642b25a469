import { HOME_META } from "@shared/page-meta";
import { lazy } from "react";
import { PageLoading } from "@/components/layout/page-loading";
import { useCurrentUser } from "@/lib/current-user";
import { LandingView } from "@/features/home/components/landing-view";
import { usePageTitle } from "@/lib/use-page-title";

// Visitors see the landing view and never download the member home (nor its cart and wishlist code).
const MemberHome = lazy(() => import("./member-home").then((module) => ({ default: module.MemberHome })));

/** `/` (see docs/product/home-and-landing.md): a skeleton while the shopper is looked up, then the member home or the landing view. */
export function HomePage() {
  usePageTitle(HOME_META.title, HOME_META.description);
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoading />;
  return user ? <MemberHome firstName={user.firstName} /> : <LandingView />;
}
