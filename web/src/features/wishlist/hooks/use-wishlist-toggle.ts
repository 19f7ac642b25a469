import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";
import { useAddToWishlist } from "../api/add-to-wishlist";
import { useRemoveFromWishlist } from "../api/remove-from-wishlist";

/**
 * The heart on product cards and pages for a signed-in shopper: adds or removes, with the shop's toasts
 * (see docs/product/cart-and-wishlist.md#the-heart). Resolves true on success, so the heart flips only then.
 */
export function useWishlistToggle() {
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();

  return async function toggleWishlist(product: { id: number; name: string }, isInWishlist: boolean): Promise<boolean> {
    try {
      if (isInWishlist) {
        await remove.mutateAsync(product.id);
        toast({ title: "Removed from Wishlist", description: `${product.name} has been removed from your wishlist.` });
      } else {
        await add.mutateAsync(product.id);
        toast({ title: "Added to Wishlist", description: `${product.name} has been added to your wishlist.` });
      }
      return true;
    } catch (error) {
      if (!isUnauthorizedError(error)) {
        toast({ title: "Error", description: "Failed to update wishlist. Please try again.", variant: "destructive" });
      }
      return false;
    }
  };
}
