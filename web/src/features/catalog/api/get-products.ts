import { CATALOG_API, type ProductListParams } from "@shared/catalog-api";
import type { ProductListResponse } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type { ProductListParams };

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListResponse> {
  return api.get<ProductListResponse>(CATALOG_API.products(params), { signal });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: queryKeys.catalog.productList({ ...params }),
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}

/** One page of products; `enabled: false` waits (e.g. until a slug in the URL is known as an id). */
export function useProducts(params: ProductListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(params), enabled });
}
