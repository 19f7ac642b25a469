import type { CartItem } from "@shared/schemas/cart";
import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError } from "@/lib/api-client";
import { useClearCart } from "../api/clear-cart";
import { useRemoveCartItem } from "../api/remove-cart-item";
import { useUpdateCartItem } from "../api/update-cart-item";
import { quantityRefusal } from "../lib/quantity-refusal";

function failed(error: unknown, description: string) {
  if (isUnauthorizedError(error)) return; // the app-wide handler signs the shopper in again
  toast({ title: "Error", description, variant: "destructive" });
}

/** The cart page's quantity, Remove and Clear Cart, with the shop's toasts (see docs/product/cart-and-wishlist.md#cart-messages). */
export function useCartLineActions() {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();

  function changeQuantity(item: CartItem, quantity: number) {
    if (quantity < 1) return;
    update.mutate(
      { id: item.id, quantity },
      {
        onError: (error) => {
          const refusal = quantityRefusal(error);
          if (refusal) toast({ ...refusal, variant: "destructive" });
          else failed(error, "Failed to update cart item. Please try again.");
        },
      },
    );
  }

  function removeItem(item: CartItem) {
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: "Item Removed", description: `${item.product.name} has been removed from your cart.` }),
      onError: (error) => failed(error, "Failed to remove item from cart. Please try again."),
    });
  }

  function clearAll(onSettled?: () => void) {
    clear.mutate(undefined, {
      onSettled,
      onSuccess: () => toast({ title: "Cart Cleared", description: "All items have been removed from your cart." }),
      onError: (error) => failed(error, "Failed to clear cart. Please try again."),
    });
  }

  const busyLineId = update.isPending ? update.variables?.id : remove.isPending ? remove.variables : undefined;
  return { changeQuantity, removeItem, clearAll, busyLineId, isClearing: clear.isPending };
}
