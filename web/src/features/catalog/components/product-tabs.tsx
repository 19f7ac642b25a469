import type { ProductDetail } from "@shared/schemas/catalog";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ProductReviews } from "./product-reviews";
import { ProductSpecifications } from "./product-specifications";

// On a phone the three tabs share the width, so none is cut off.
const tabClass = "flex-1 justify-center sm:flex-none";

/** Description, Specifications and Reviews of a product (see docs/product/product-page.md#tabs). */
/** `renderReviewForm`: who may review and, for a customer who may, the form (features/reviews), shown above the reviews. */
export function ProductTabs({ product, renderReviewForm }: { product: ProductDetail; renderReviewForm?: (product: ProductDetail) => ReactNode }) {
  const description = product.description?.trim();
  return (
    <Tabs defaultValue="description" className="mt-10 sm:mt-12">
      <TabsList aria-label="Product information">
        <TabsTrigger value="description" className={tabClass}>Description</TabsTrigger>
        <TabsTrigger value="specifications" className={tabClass}>Specifications</TabsTrigger>
        <TabsTrigger value="reviews" className={tabClass}>Reviews ({product.reviewCount})</TabsTrigger>
      </TabsList>
      <TabsContent value="description">
        <p className="max-w-3xl whitespace-pre-line leading-relaxed text-muted-foreground">
          {description || "No description available for this product."}
        </p>
      </TabsContent>
      <TabsContent value="specifications">
        <ProductSpecifications product={product} />
      </TabsContent>
      <TabsContent value="reviews">
        {renderReviewForm?.(product)}
        <ProductReviews productId={product.id} />
      </TabsContent>
    </Tabs>
  );
}
