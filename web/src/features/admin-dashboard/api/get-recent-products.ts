import type { AdminProduct } from "@shared/schemas/admin-products";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The dashboard shows the five newest products. */
export const RECENT_PRODUCTS_COUNT = 5;

interface AdminProductList {
  products: AdminProduct[];
  total: number;
}

/** GET /api/admin/products?limit=5: newest first, inactive ones included. */
export function getRecentProducts(signal?: AbortSignal): Promise<AdminProductList> {
  return api.get<AdminProductList>(`/api/admin/products${toQueryString({ limit: RECENT_PRODUCTS_COUNT })}`, { signal });
}

export function recentProductsQueryOptions() {
  return queryOptions({
    // Under the admin product lists, so creating or editing a product refreshes it.
    queryKey: queryKeys.admin.productList({ limit: RECENT_PRODUCTS_COUNT }),
    queryFn: ({ signal }) => getRecentProducts(signal),
  });
}

export function useRecentProducts() {
  return useQuery(recentProductsQueryOptions());
}
