import type { WishlistItem } from "@shared/schemas/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/wishlist: saves a product (already saved is fine too). */
export function addToWishlist(productId: number): Promise<WishlistItem> {
  return api.post<WishlistItem>("/api/wishlist", { productId });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.wishlist.all }),
  });
}
