import type { ProductListResponse, ProductSortField, SortOrder } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, toQueryString } from "@/lib/api-client";
import { takePageData } from "@/lib/page-data";
import { queryKeys } from "@/lib/query-keys";

/** The query of GET /api/products (spec § 7); prices are rupees. Empty values are left out. */
export interface ProductListParams {
  featured?: boolean;
  limit?: number;
  offset?: number;
  search?: string;
  categoryId?: number;
  subcategoryId?: number;
  brandId?: number;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: ProductSortField;
  sortOrder?: SortOrder;
}

const productsUrl = (params: ProductListParams) => `/api/products${toQueryString({ ...params })}`;

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListResponse> {
  return api.get<ProductListResponse>(productsUrl(params), { signal });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: queryKeys.catalog.productList({ ...params }),
    initialData: () => takePageData<ProductListResponse>(productsUrl(params)),
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}

/** One page of products; `enabled: false` waits (e.g. until a slug in the URL is known as an id). */
export function useProducts(params: ProductListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), enabled });
}
