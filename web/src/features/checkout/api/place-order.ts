import type { Order, PlaceOrderInput } from "@shared/schemas/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface PlaceOrderRequest {
  body: PlaceOrderInput;
  /** One per checkout attempt, the same on its retries: the server then makes one order at most. */
  idempotencyKey: string;
}

/** POST /api/orders: a cash-on-delivery order of the cart (409 price_changed / insufficient_stock). */
export function placeOrder({ body, idempotencyKey }: PlaceOrderRequest): Promise<{ order: Order }> {
  return api.post<{ order: Order }>("/api/orders", body, { headers: { "Idempotency-Key": idempotencyKey } });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // Not awaited: the page moves on to the orders at once while the cart and the orders refresh.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
