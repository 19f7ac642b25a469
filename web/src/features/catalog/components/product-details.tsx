import { PRODUCT_NOT_FOUND_META, PRODUCTS_META, productMeta } from "@shared/page-meta";
import type { ProductDetail } from "@shared/schemas/catalog";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { lazyPart } from "@/lib/lazy-part";
import { usePageTitle } from "@/lib/use-page-title";
import { useProduct } from "../api/get-product";
import { productAsVariant, variantFromAddress } from "../lib/variant-choice";
import { ProductBreadcrumb } from "./product-breadcrumb";
import { ProductDetailsSkeleton } from "./product-details-skeleton";
import { PURCHASE_PANEL_PARTS, type ProductPageActions, ProductPurchasePanel } from "./product-purchase-panel";

// Below the gallery and the purchase panel: their code comes when the shopper scrolls to them.
const ProductDeclarations = lazyPart(() => import("./product-declarations"), "ProductDeclarations");
const ProductTabs = lazyPart(() => import("./product-tabs"), "ProductTabs");
// On screen from the start, but used only by a tap (another picture, the zoom): its code comes then.
const ProductGallery = lazyPart(() => import("./product-gallery"), "ProductGallery", { when: "touched" });
// Only for an address the shop has no product at.
const ProductNotFound = lazyPart(() => import("./product-not-found"), "ProductNotFound");

/** The /products/:slug page: breadcrumb, gallery, purchase panel and tabs; a skeleton while loading. */
export function ProductDetails({
  slug,
  renderReviewForm,
  deliveryCheck,
  ...actions
}: {
  slug: string;
  renderReviewForm?: (product: ProductDetail) => ReactNode;
  /** "Check delivery" by PIN code, shown in the purchase panel above the delivery notes. */
  deliveryCheck?: ReactNode;
} & ProductPageActions) {
  const product = useProduct(slug);
  const { search } = useLocation();
  const meta = product.data ? productMeta(product.data) : product.isNotFound ? PRODUCT_NOT_FOUND_META : PRODUCTS_META;
  usePageTitle(meta.title, meta.description);
  // Rendered in the browser (after a link), the page waits for its product: its parts' code comes meanwhile.
  const waiting = !product.data && !product.isError;
  useEffect(() => {
    if (waiting) for (const part of [ProductGallery, ProductDeclarations, ProductTabs, ...PURCHASE_PANEL_PARTS]) void part.preload();
  }, [waiting]);

  if (product.isNotFound) return <ProductNotFound />;
  if (product.isError) {
    return (
      <div role="alert" className="mx-auto max-w-lg px-6 py-16 text-center">
        <p className="font-semibold">We couldn't load this product.</p>
        <Button variant="outline" className="mt-4" onClick={() => product.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!product.data) return <ProductDetailsSkeleton />;

  // The variant chosen is in the address (?variant=, ?size=), so the server renders it and a shared link opens it.
  const variant = variantFromAddress(product.data, search);
  const shown = productAsVariant(product.data, variant);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <ProductBreadcrumb product={shown} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <ProductGallery key={variant?.images.length ? variant.id : "product"} product={shown} />
        <div className="flex flex-col gap-6">
          <ProductPurchasePanel product={shown} variant={variant} deliveryCheck={deliveryCheck} {...actions} />
          <ProductDeclarations product={shown} />
        </div>
      </div>
      <ProductTabs product={shown} renderReviewForm={renderReviewForm} />
      {/* Room for the phone's sticky purchase bar, so it never covers the end of the page. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
    </div>
  );
}
