import { pageTitle } from "@shared/page-meta";
import { useCartActions } from "@/features/cart/hooks/use-cart-actions";
import { WishlistView } from "@/features/wishlist/components/wishlist-view";
import { usePageTitle } from "@/lib/use-page-title";

/** /wishlist (signed in): saved products, each can go into the cart. */
export function WishlistPage() {
  usePageTitle(pageTitle("My Wishlist"));
  const { addToCart } = useCartActions();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <WishlistView onAddToCart={(product) => addToCart(product)} />
    </div>
  );
}
