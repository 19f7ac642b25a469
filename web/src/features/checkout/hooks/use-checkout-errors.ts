import { TotalsSchema } from "@shared/schemas/orders";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";

/**
 * What the checkout says when the server refuses an order (both ways of paying):
 * 409 price_changed → the new total and a fresh cart; 409 insufficient_stock → the server's message;
 * anything else → the fallback given. True when it was one of the two conflicts.
 */
export function useCheckoutConflicts() {
  const queryClient = useQueryClient();

  return function reportConflict(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 409) return false;
    if (error.code === "price_changed") {
      const totals = TotalsSchema.safeParse((error.body as { totals?: unknown } | null)?.totals);
      toast({
        title: "Prices Have Changed",
        description: totals.success
          ? `Some prices changed since you opened the checkout. The new total is ${formatPrice(totals.data.total)}. Please review your order and try again.`
          : "Some prices changed since you opened the checkout. Please review your order and try again.",
        variant: "destructive",
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      return true;
    }
    if (error.code === "insufficient_stock") {
      toast({ title: "Not Enough Stock", description: error.serverMessage ?? "Some items are no longer in stock.", variant: "destructive" });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      return true;
    }
    return false;
  };
}
