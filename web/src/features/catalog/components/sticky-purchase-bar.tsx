import type { ProductDetail } from "@shared/schemas/catalog";
import { ShoppingBag, ShoppingCart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PriceTag } from "./price-tag";

interface StickyPurchaseBarProps {
  product: ProductDetail;
  pending: "cart" | "buy" | "wishlist" | null;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/**
 * On phones, once the product page's own buttons have scrolled away: the price, Add to Cart and Buy Now along the bottom
 * of the screen. The page renders it only then, so there is never a second pair of buttons on screen.
 */
export function StickyPurchaseBar({ product, pending, onAddToCart, onBuyNow }: StickyPurchaseBarProps) {
  const inStock = product.stockQuantity > 0;
  const busy = pending === "cart" || pending === "buy";
  return (
    <div
      role="region"
      aria-label="Quick purchase"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-2">
        <PriceTag price={product.price} salePrice={product.salePrice} mrp={product.mrp} className="min-w-0 flex-1 flex-col gap-0 leading-tight" />
        {inStock ? (
          <>
            <Button size="sm" className="h-10 px-3" disabled={busy} onClick={onAddToCart}>
              <ShoppingCart aria-hidden="true" />
              {pending === "cart" ? "Adding..." : "Add to Cart"}
            </Button>
            <Button size="sm" variant="secondary" className="h-10 px-3" disabled={busy} onClick={onBuyNow}>
              <ShoppingBag aria-hidden="true" />
              {pending === "buy" ? "Buying..." : "Buy Now"}
            </Button>
          </>
        ) : (
          <p className="text-sm font-semibold text-destructive">Out of Stock</p>
        )}
      </div>
    </div>
  );
}
