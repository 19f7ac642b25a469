import type { AddToCartInput, CartItem } from "@shared/schemas/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/cart: adds the quantity to the product's line (a new line the first time). */
export function addToCart(input: AddToCartInput): Promise<CartItem> {
  return api.post<CartItem>("/api/cart", input);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
