import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { useCurrentUser } from "@/lib/current-user";
import { useCartActions } from "@/features/cart/hooks/use-cart-actions";
import { ProductDetails } from "@/features/catalog/components/product-details";
import { CheckDelivery } from "@/features/delivery/components/check-delivery";
import { useWishlistToggle } from "@/features/wishlist/hooks/use-wishlist-toggle";

// Only signed-in shoppers see the review form: visitors never download it (nor its validation code).
const ReviewForm = lazy(() => import("@/features/reviews/components/review-form").then((module) => ({ default: module.ReviewForm })));

/** /products/:slug (see docs/product/product-page.md): one product with its gallery, purchase panel and tabs. */
export function ProductPage() {
  const { slug = "" } = useParams();
  const { addToCart, buyNow } = useCartActions();
  const toggleWishlist = useWishlistToggle();
  const { isAuthenticated } = useCurrentUser();

  return (
    <ProductDetails
      key={slug}
      slug={slug}
      onAddToCart={addToCart}
      onBuyNow={buyNow}
      onToggleWishlist={toggleWishlist}
      deliveryCheck={<CheckDelivery />}
      renderReviewForm={
        isAuthenticated
          ? (product) => (
              <Suspense fallback={null}>
                <ReviewForm productId={product.id} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
