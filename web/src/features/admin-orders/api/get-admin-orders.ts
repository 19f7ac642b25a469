import type { AdminOrder } from "@shared/schemas/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { OrderListFilters } from "../lib/order-list-url";

/** The query of GET /api/admin/orders. */
export interface AdminOrderListParams extends OrderListFilters {
  limit?: number;
  offset?: number;
}

/** One page of orders, newest first, and how many match in all. */
export interface AdminOrderPage {
  orders: AdminOrder[];
  total: number;
}

/** GET /api/admin/orders: the page is the body, the number of matching orders the `x-total-count` header. */
export async function getAdminOrders(params: AdminOrderListParams, signal?: AbortSignal): Promise<AdminOrderPage> {
  const { data, headers } = await api.getWithHeaders<AdminOrder[]>(`/api/admin/orders${toQueryString({ ...params })}`, { signal });
  const total = Number(headers.get("x-total-count"));
  return { orders: data, total: Number.isFinite(total) && headers.has("x-total-count") ? total : data.length };
}

export function adminOrdersQueryOptions(params: AdminOrderListParams) {
  return queryOptions({
    queryKey: queryKeys.admin.orderList({ ...params }),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAdminOrders(params: AdminOrderListParams) {
  return useQuery({ ...adminOrdersQueryOptions(params), placeholderData: keepPreviousData });
}
