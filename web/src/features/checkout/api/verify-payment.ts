import type { Order } from "@shared/schemas/orders";
import type { VerifyPaymentInput } from "@shared/schemas/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/payment/verify: the gateway's answer, checked by its signature; the order becomes paid. */
export function verifyPayment(input: VerifyPaymentInput): Promise<{ order: Order }> {
  return api.post<{ order: Order }>("/api/payment/verify", input);
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    // Not awaited: the page moves on to the orders at once while the cart and the orders refresh.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
