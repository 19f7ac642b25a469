import type { WishlistItem } from "@shared/schemas/cart";
import { Heart } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useWishlist } from "../api/get-wishlist";
import { useRemoveFromWishlistAction } from "../hooks/use-remove-from-wishlist-action";
import { WishlistCard } from "./wishlist-card";

/** The wishlist page (see docs/product/cart-and-wishlist.md): 'My Wishlist (count)' and a grid of saved products. */
export function WishlistView({ onAddToCart }: { onAddToCart: (product: WishlistItem["product"]) => Promise<boolean> }) {
  const wishlist = useWishlist();
  const { removeProduct, removingId } = useRemoveFromWishlistAction();

  if (wishlist.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading your wishlist...</span>
        <Skeleton className="h-8 w-56" />
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="aspect-[3/4]" />
          ))}
        </div>
      </div>
    );
  }
  if (wishlist.isError) {
    return <p className="py-10 text-center text-muted-foreground">Your wishlist could not be loaded. Please refresh the page.</p>;
  }
  if (wishlist.data.length === 0) {
    return (
      <EmptyState
        icon={<Heart aria-hidden="true" />}
        title="Your wishlist is empty"
        description="Save products you love and find them here later."
        actionLabel="Start Shopping"
        actionHref={paths.products.href()}
      />
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Wishlist ({wishlist.data.length})</h1>
      <ul aria-label="Saved products" className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {wishlist.data.map((item) => (
          <li key={item.id} className="flex">
            <WishlistCard item={item} removing={removingId === item.product.id} onRemove={removeProduct} onAddToCart={onAddToCart} />
          </li>
        ))}
      </ul>
    </>
  );
}
