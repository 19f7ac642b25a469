import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** DELETE /api/cart/{id}: takes one line out of the cart. */
export function removeCartItem(id: string): Promise<void> {
  return api.delete(`/api/cart/${encodeURIComponent(id)}`);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
