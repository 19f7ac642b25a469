import { lazy } from "react";
import { useCurrentUser } from "@/lib/current-user";
import { ProductCatalog } from "@/features/catalog/components/product-catalog";

// A visitor's cards link to sign in (no Bulk Add): they never download the cart and wishlist code.
const ShopperActions = lazy(() => import("./shopper-actions").then((module) => ({ default: module.ShopperActions })));

/** /products (see docs/product/product-list.md): the catalogue with filters, sorts, Bulk Add and paging; cards wired to cart and wishlist. */
export function ProductsPage() {
  const { isAuthenticated } = useCurrentUser();
  if (!isAuthenticated) return <ProductCatalog />;
  return (
    <ShopperActions>
      {({ addToCart, buyNow, toggleWishlist, addProducts }) => (
        <ProductCatalog
          onAddToCart={(product) => addToCart(product)}
          onBuyNow={(product) => buyNow(product)}
          onToggleWishlist={toggleWishlist}
          onBulkAdd={addProducts}
        />
      )}
    </ShopperActions>
  );
}
