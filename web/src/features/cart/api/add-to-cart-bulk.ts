import type { BulkAddToCartInput } from "@shared/schemas/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface BulkAddToCartResult {
  message: string;
  added: number;
}

/** POST /api/cart/bulk: several products at once (the products page's Bulk Add mode). */
export function addToCartBulk(input: BulkAddToCartInput): Promise<BulkAddToCartResult> {
  return api.post<BulkAddToCartResult>("/api/cart/bulk", input);
}

export function useAddToCartBulk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCartBulk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
