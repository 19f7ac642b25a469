import type { Order } from "@shared/schemas/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/orders: the signed-in shopper's orders, newest first. */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>("/api/orders", { signal });
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.orders.list(), queryFn: ({ signal }) => getOrders(signal) });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
