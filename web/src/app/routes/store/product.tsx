import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { useCurrentUser } from "@/lib/current-user";
import { useCartActions } from "@/features/cart/hooks/use-cart-actions";
import { ProductDetails } from "@/features/catalog/components/product-details";
import { CheckDelivery } from "@/features/delivery/components/check-delivery";
import { ReviewSignInNotice } from "@/features/reviews/components/review-notice";
import { useWishlistToggle } from "@/features/wishlist/hooks/use-wishlist-toggle";

// Only signed-in shoppers load the review form and the check of whether they may write one: visitors never download
// them (nor the form's validation code).
const ReviewSection = lazy(() => import("@/features/reviews/components/review-section").then((module) => ({ default: module.ReviewSection })));

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
      renderReviewForm={(product) =>
        isAuthenticated ? (
          <Suspense fallback={null}>
            <ReviewSection productId={product.id} />
          </Suspense>
        ) : (
          <ReviewSignInNotice />
        )
      }
    />
  );
}
