import type { ReactNode } from "react";
import { useBulkAddToCart } from "@/features/cart/hooks/use-bulk-add-to-cart";
import { useCartActions } from "@/features/cart/hooks/use-cart-actions";
import { useWishlistToggle } from "@/features/wishlist/hooks/use-wishlist-toggle";

export interface ShopperActionsValue {
  addToCart: ReturnType<typeof useCartActions>["addToCart"];
  buyNow: ReturnType<typeof useCartActions>["buyNow"];
  toggleWishlist: ReturnType<typeof useWishlistToggle>;
  addProducts: ReturnType<typeof useBulkAddToCart>["addProducts"];
}

/**
 * A signed-in shopper's Add to Cart, Buy Now, Bulk Add and wishlist heart, handed to the page that
 * renders them. A chunk of its own, fetched for signed-in shoppers only: a visitor's taps on those
 * buttons ask them to log in, so visitors never download this code.
 */
export function ShopperActions({ children }: { children: (actions: ShopperActionsValue) => ReactNode }) {
  const { addToCart, buyNow } = useCartActions();
  const toggleWishlist = useWishlistToggle();
  const { addProducts } = useBulkAddToCart();
  return children({ addToCart, buyNow, toggleWishlist, addProducts });
}
