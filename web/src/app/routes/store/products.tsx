import { useBulkAddToCart } from "@/features/cart/hooks/use-bulk-add-to-cart";
import { useCartActions } from "@/features/cart/hooks/use-cart-actions";
import { ProductCatalog } from "@/features/catalog/components/product-catalog";
import { useWishlistToggle } from "@/features/wishlist/hooks/use-wishlist-toggle";

/** /products (see docs/product/product-list.md): the catalogue with filters, sorts, Bulk Add and paging; cards wired to cart and wishlist. */
export function ProductsPage() {
  const { addToCart, buyNow } = useCartActions();
  const { addProducts } = useBulkAddToCart();
  const toggleWishlist = useWishlistToggle();

  return (
    <ProductCatalog
      onAddToCart={(product) => addToCart(product)}
      onBuyNow={(product) => buyNow(product)}
      onToggleWishlist={toggleWishlist}
      onBulkAdd={addProducts}
    />
  );
}
