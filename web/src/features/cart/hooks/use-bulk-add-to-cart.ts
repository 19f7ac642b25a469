import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useAddToCartBulk } from "../api/add-to-cart-bulk";

/** The products page's Bulk Add: one of each chosen product into the cart, with the shop's toasts. */
export function useBulkAddToCart() {
  const mutation = useAddToCartBulk();

  async function addProducts(productIds: number[]): Promise<boolean> {
    try {
      const result = await mutation.mutateAsync({ items: productIds.map((productId) => ({ productId, quantity: 1 })) });
      toast({ title: "Products Added!", description: result.message });
      return true;
    } catch (error) {
      if (!isUnauthorizedError(error)) {
        toast({
          title: "Failed to Add Products",
          description: errorMessage(error, "An error occurred while adding products to cart"),
          variant: "destructive",
        });
      }
      return false;
    }
  }

  return { addProducts, isPending: mutation.isPending };
}
