import { HOME_META } from "@shared/page-meta";
import { lazy } from "react";
import { PageLoading } from "@/components/layout/page-loading";
import { useCurrentUser } from "@/lib/current-user";
import { CategoryCards } from "@/features/catalog/components/category-cards";
import { FeaturedProducts } from "@/features/catalog/components/featured-products";
import { LandingView } from "@/features/home/components/landing-view";
import { usePageTitle } from "@/lib/use-page-title";

// Visitors see the landing view and never download the member home (nor its cart and wishlist code).
const MemberHome = lazy(() => import("./member-home").then((module) => ({ default: module.MemberHome })));

/** `/` (see docs/product/home-and-landing.md): a skeleton while the shopper is looked up, then the member home or the landing view. */
export function HomePage() {
  usePageTitle(HOME_META.title, HOME_META.description);
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoading />;
  return user ? <MemberHome firstName={user.firstName} /> : <LandingView catalogue={<VisitorCatalogue />} />;
}

/** What a first-time visitor can buy: the categories and the featured products, whose buttons ask them to sign in and whose pictures wait until scrolled to. */
function VisitorCatalogue() {
  return (
    <>
      {/* Products first: on a phone the eight category cards alone are three screens long. */}
      <FeaturedProducts eagerImages={0} />
      <CategoryCards />
    </>
  );
}
