import { TotalsSchema } from "@shared/schemas/orders";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";
import { shippingAddressRefusal } from "../lib/address-refusal";
import type { AddressValues } from "../lib/checkout-payload";

/** Shows a refusal at a shipping-address field (the PIN code the shop does not deliver to). */
export type AddressRefusalHandler = (field: keyof AddressValues, message: string) => void;

/**
 * What the checkout says when the server refuses an order (both ways of paying):
 * 409 price_changed → the new total and a fresh cart; 409 insufficient_stock → the server's message;
 * a 409 or 400 naming a shipping-address field (not delivered there, a PIN code of another state) →
 * its message at that field; any other 409 (cash on delivery refused) or a 400 about the billing
 * address's PIN code → the server's message;
 * anything else → the fallback given. True when it was one of these.
 */
export function useCheckoutConflicts(onAddressRefused?: AddressRefusalHandler) {
  const queryClient = useQueryClient();

  return function reportConflict(error: unknown): boolean {
    const refusal = onAddressRefused ? shippingAddressRefusal(error) : null;
    if (refusal && onAddressRefused) {
      onAddressRefused(refusal.field, refusal.message);
      return true;
    }
    if (!(error instanceof ApiError)) return false;
    // A billing address whose PIN code is in another state: its field is not in the shipping form.
    if (error.status === 400 && error.field?.startsWith("orderData.billingAddress.") && error.serverMessage) {
      toast({ title: "Order Not Placed", description: error.serverMessage, variant: "destructive" });
      return true;
    }
    if (error.status !== 409) return false;
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
    if (error.serverMessage) {
      toast({ title: "Order Not Placed", description: error.serverMessage, variant: "destructive" });
      return true;
    }
    return false;
  };
}
