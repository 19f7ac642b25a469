import { CategoryCards } from "@/features/catalog/components/category-cards";
import { FeaturedProducts } from "@/features/catalog/components/featured-products";
import { TrustedBrands } from "@/features/catalog/components/trusted-brands";
import { MemberHero } from "@/features/home/components/member-hero";
import { Testimonials } from "@/features/home/components/testimonials";
import { NewsletterSignup } from "@/features/newsletter/components/newsletter-signup";
import { ShopperActions } from "./shopper-actions";

/** The signed-in shopper's home: a chunk of its own, its featured products wired to cart and wishlist. */
export function MemberHome({ firstName }: { firstName: string | null }) {
  return (
    <>
      <MemberHero firstName={firstName} />
      <CategoryCards />
      <ShopperActions>
        {({ addToCart, buyNow, toggleWishlist }) => <FeaturedProducts onAddToCart={addToCart} onBuyNow={buyNow} onToggleWishlist={toggleWishlist} />}
      </ShopperActions>
      <TrustedBrands />
      <Testimonials />
      <NewsletterSignup />
    </>
  );
}
