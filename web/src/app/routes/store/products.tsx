import { useCurrentUser } from "@/lib/current-user";
import { ProductCatalog } from "@/features/catalog/components/product-catalog";
import { ShopperActions } from "./lazy-shopper-actions";

/** /products (see docs/product/product-list.md): the catalogue with filters, sorts, Bulk Add and paging; cards wired to cart and wishlist. */
export function ProductsPage() {
  const { isAuthenticated } = useCurrentUser();
  // A visitor's cards link to sign in (no Bulk Add): they never download the cart and wishlist code.
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
