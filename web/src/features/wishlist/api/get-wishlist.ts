import type { WishlistItem } from "@shared/schemas/cart";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/wishlist: the signed-in shopper's saved products. */
export function getWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  return api.get<WishlistItem[]>("/api/wishlist", { signal });
}

export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.wishlist.items(),
    queryFn: ({ signal }) => getWishlist(signal),
  });
}

/** The wishlist, fetched only when `enabled` (only for a signed-in shopper). */
export function useWishlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistQueryOptions(), enabled });
}
