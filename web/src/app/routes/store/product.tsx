import type { ProductDetail } from "@shared/schemas/catalog";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { useCurrentUser } from "@/lib/current-user";
import { lazyPart } from "@/lib/lazy-part";
import { ProductDetails } from "@/features/catalog/components/product-details";
import { ShopperActions } from "./lazy-shopper-actions";

// Only signed-in shoppers load the review form and the check of whether they may write one: visitors never download
// them (nor the form's validation code). Either comes with the tabs, when the shopper scrolls to them.
const ReviewSection = lazy(() => import("@/features/reviews/components/review-section").then((module) => ({ default: module.ReviewSection })));
const ReviewSignInNotice = lazy(() => import("@/features/reviews/components/review-notice").then((module) => ({ default: module.ReviewSignInNotice })));
// Below the buttons on a phone: its code (PIN codes, dates) comes when the shopper scrolls to it.
const CheckDelivery = lazyPart(() => import("@/features/delivery/components/check-delivery"), "CheckDelivery");

// Module-level, so the tabs (hydrated when seen) get the same function on every render.
function renderReviewSection(product: ProductDetail) {
  return (
    <Suspense fallback={null}>
      <ReviewSection productId={product.id} />
    </Suspense>
  );
}

function renderSignInNotice() {
  return (
    <Suspense fallback={null}>
      <ReviewSignInNotice />
    </Suspense>
  );
}

/** A visitor's taps on Add to Cart, Buy Now and the heart ask them to log in (the purchase panel does); nothing is sent. */
const visitorActions = {
  onAddToCart: () => Promise.resolve(false),
  onBuyNow: () => Promise.resolve(false),
  onToggleWishlist: () => Promise.resolve(false),
};

/** /products/:slug (see docs/product/product-page.md): one product with its gallery, purchase panel and tabs. */
export function ProductPage() {
  const { slug = "" } = useParams();
  const { isAuthenticated } = useCurrentUser();
  const deliveryCheck = <CheckDelivery />;

  if (!isAuthenticated) {
    return <ProductDetails key={slug} slug={slug} {...visitorActions} deliveryCheck={deliveryCheck} renderReviewForm={renderSignInNotice} />;
  }
  return (
    <ShopperActions>
      {({ addToCart, buyNow, toggleWishlist }) => (
        <ProductDetails
          key={slug}
          slug={slug}
          onAddToCart={addToCart}
          onBuyNow={buyNow}
          onToggleWishlist={toggleWishlist}
          deliveryCheck={deliveryCheck}
          renderReviewForm={renderReviewSection}
        />
      )}
    </ShopperActions>
  );
}
