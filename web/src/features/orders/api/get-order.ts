import type { Order } from "@shared/schemas/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/orders/{id}: one of the shopper's orders (404 when it is not theirs). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

export function orderQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.orders.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
