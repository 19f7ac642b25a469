import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";
import { useRemoveFromWishlist } from "../api/remove-from-wishlist";

/** Remove on the wishlist page, with the shop's toasts (see docs/product/cart-and-wishlist.md). */
export function useRemoveFromWishlistAction() {
  const remove = useRemoveFromWishlist();

  function removeProduct(product: { id: number; name: string }) {
    remove.mutate(product.id, {
      onSuccess: () => toast({ title: "Removed from Wishlist", description: `${product.name} has been removed from your wishlist.` }),
      onError: (error) => {
        if (!isUnauthorizedError(error)) {
          toast({ title: "Error", description: "Failed to remove item from wishlist. Please try again.", variant: "destructive" });
        }
      },
    });
  }

  return { removeProduct, removingId: remove.isPending ? remove.variables : undefined };
}
