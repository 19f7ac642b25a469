import { useCartActions } from "@/features/cart/hooks/use-cart-actions";
import { CategoryCards } from "@/features/catalog/components/category-cards";
import { FeaturedProducts } from "@/features/catalog/components/featured-products";
import { TrustedBrands } from "@/features/catalog/components/trusted-brands";
import { MemberHero } from "@/features/home/components/member-hero";
import { Testimonials } from "@/features/home/components/testimonials";
import { NewsletterSignup } from "@/features/newsletter/components/newsletter-signup";
import { useWishlistToggle } from "@/features/wishlist/hooks/use-wishlist-toggle";

/** The signed-in shopper's home: a chunk of its own, with the code that adds to the cart and the wishlist. */
export function MemberHome({ firstName }: { firstName: string | null }) {
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
