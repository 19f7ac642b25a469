import type { CartItem } from "@shared/schemas/cart";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/cart: the signed-in shopper's cart lines. */
export function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  return api.get<CartItem[]>("/api/cart", { signal });
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cart.items(),
    queryFn: ({ signal }) => getCart(signal),
  });
}

/** The cart, fetched only when `enabled` (only for a signed-in shopper). */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

/** The number of items in the cart, as the header's badge shows it: the sum of the lines' quantities. */
export function countCartItems(items: readonly Pick<CartItem, "quantity">[]): number {
  return items.reduce((total, item) => total + item.quantity, 0);
}
