import type { Order } from "@shared/schemas/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/orders/{id}/cancel: the owner cancels a pending or confirmed order; its stock returns. */
export function cancelOrder(id: string): Promise<Order> {
  return api.post<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
