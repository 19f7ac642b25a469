import { HOME_META } from "@shared/page-meta";
import { PageLoading } from "@/components/layout/page-loading";
import { useCurrentUser } from "@/lib/current-user";
import { useCartActions } from "@/features/cart/hooks/use-cart-actions";
import { CategoryCards } from "@/features/catalog/components/category-cards";
import { FeaturedProducts } from "@/features/catalog/components/featured-products";
import { TrustedBrands } from "@/features/catalog/components/trusted-brands";
import { LandingView } from "@/features/home/components/landing-view";
import { MemberHero } from "@/features/home/components/member-hero";
import { Testimonials } from "@/features/home/components/testimonials";
import { NewsletterSignup } from "@/features/newsletter/components/newsletter-signup";
import { useWishlistToggle } from "@/features/wishlist/hooks/use-wishlist-toggle";
import { usePageTitle } from "@/lib/use-page-title";

/** `/` (see docs/product/home-and-landing.md): a skeleton while the shopper is looked up, then the member home or the landing view. */
export function HomePage() {
  usePageTitle(HOME_META.title, HOME_META.description);
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <PageLoading />;
  return user ? <MemberHome firstName={user.firstName} /> : <LandingView />;
}

function MemberHome({ firstName }: { firstName: string | null }) {
  const { addToCart, buyNow } = useCartActions();
  const toggleWishlist = useWishlistToggle();

  return (
    <>
      <MemberHero firstName={firstName} />
      <CategoryCards />
      <FeaturedProducts onAddToCart={addToCart} onBuyNow={buyNow} onToggleWishlist={toggleWishlist} />
      <TrustedBrands />
      <Testimonials />
      <NewsletterSignup />
    </>
  );
}
