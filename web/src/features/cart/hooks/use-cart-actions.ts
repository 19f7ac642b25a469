import { nameWithVariant } from "@shared/variant-label";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { isUnauthorizedError } from "@/lib/api-client";
import { useAddToCart } from "../api/add-to-cart";
import { quantityRefusal } from "../lib/quantity-refusal";

/** Buy Now adds the item, then goes to the checkout after half a second. */
export const BUY_NOW_DELAY_MS = 500;

interface CartProduct {
  id: number;
  name: string;
}

/** The variant chosen on a product page; none names a product sold in one variant. */
interface CartVariant {
  id: number;
  options: Readonly<Record<string, string>>;
}

/**
 * Add to Cart and Buy Now for a signed-in shopper, with the shop's toasts (see docs/product/cart-and-wishlist.md). Each returns a
 * promise that settles when the work is done, so a button can show 'Adding...' or 'Buying...' meanwhile.
 * A 401 is left to the app-wide handler (it signs the shopper in again).
 */
export function useCartActions() {
  const mutation = useAddToCart();
  const navigate = useNavigate();

  async function addToCart(product: CartProduct, quantity = 1, variant?: CartVariant): Promise<boolean> {
    try {
      await mutation.mutateAsync({ productId: product.id, variantId: variant?.id, quantity });
      toast({ title: "Added to Cart", description: `${nameWithVariant(product.name, variant?.options ?? {})} has been added to your cart.` });
      return true;
    } catch (error) {
      if (!isUnauthorizedError(error)) {
        const description = quantityRefusal(error)?.description ?? "Failed to add item to cart. Please try again.";
        toast({ title: "Error", description, variant: "destructive" });
      }
      return false;
    }
  }

  async function buyNow(product: CartProduct, quantity = 1, variant?: CartVariant): Promise<boolean> {
    if (!(await addToCart(product, quantity, variant))) return false;
    await new Promise((resolve) => setTimeout(resolve, BUY_NOW_DELAY_MS));
    navigate(paths.checkout.href());
    return true;
  }

  return { addToCart, buyNow };
}
