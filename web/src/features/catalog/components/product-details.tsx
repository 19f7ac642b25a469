import { PRODUCT_NOT_FOUND_META, PRODUCTS_META, productMeta } from "@shared/page-meta";
import type { ProductDetail } from "@shared/schemas/catalog";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";
import { useProduct } from "../api/get-product";
import { ProductBreadcrumb } from "./product-breadcrumb";
import { ProductDeclarations } from "./product-declarations";
import { ProductDetailsSkeleton } from "./product-details-skeleton";
import { ProductGallery } from "./product-gallery";
import { ProductNotFound } from "./product-not-found";
import { type ProductPageActions, ProductPurchasePanel } from "./product-purchase-panel";
import { ProductTabs } from "./product-tabs";

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
  const meta = product.data ? productMeta(product.data) : product.isNotFound ? PRODUCT_NOT_FOUND_META : PRODUCTS_META;
  usePageTitle(meta.title, meta.description);

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

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <ProductBreadcrumb product={product.data} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <ProductGallery product={product.data} />
        <div className="flex flex-col gap-6">
          <ProductPurchasePanel product={product.data} deliveryCheck={deliveryCheck} {...actions} />
          <ProductDeclarations product={product.data} />
        </div>
      </div>
      <ProductTabs product={product.data} reviewForm={renderReviewForm?.(product.data)} />
      {/* Room for the phone's sticky purchase bar, so it never covers the end of the page. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
    </div>
  );
}
