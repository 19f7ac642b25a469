import type { CartItem } from "@shared/schemas/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface UpdateCartItemInput {
  id: string;
  quantity: number;
}

/** PUT /api/cart/{id}: sets a line's quantity (more than the stock is a 409 insufficient_stock). */
export function updateCartItem({ id, quantity }: UpdateCartItemInput): Promise<CartItem> {
  return api.put<CartItem>(`/api/cart/${encodeURIComponent(id)}`, { quantity });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
