import type { AdminProduct } from "@shared/schemas/admin-products";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const ADMIN_PAGE_SIZE = 10;

export interface AdminProductFilters {
  search: string;
  categoryId: string;
  subcategoryId: string;
  brandId: string;
  /** 1-based. */
  page: number;
}

export interface AdminProductList {
  products: AdminProduct[];
  total: number;
}

export function getAdminProducts(filters: AdminProductFilters, signal?: AbortSignal): Promise<AdminProductList> {
  const query = toQueryString({
    search: filters.search.trim(),
    categoryId: filters.categoryId,
    subcategoryId: filters.subcategoryId,
    brandId: filters.brandId,
    limit: ADMIN_PAGE_SIZE,
    offset: (filters.page - 1) * ADMIN_PAGE_SIZE,
  });
  return api.get<AdminProductList>(`/api/admin/products${query}`, { signal });
}

export function adminProductsQueryOptions(filters: AdminProductFilters) {
  return queryOptions({
    queryKey: queryKeys.admin.productList({ ...filters }),
    queryFn: ({ signal }) => getAdminProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the back office's product list, inactive products included. */
export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery(adminProductsQueryOptions(filters));
}
