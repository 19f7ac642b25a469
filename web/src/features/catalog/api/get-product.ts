import { CATALOG_API } from "@shared/catalog-api";
import type { ProductDetail } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(CATALOG_API.product(slug), { signal });
}

export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.product(slug),
    // A missing page stays missing when it mounts again (as the server rendered it), not "loading" once more.
    retryOnMount: false,
    queryFn: ({ signal }) => getProduct(slug, signal),
  });
}

/** One product page by its slug; `isNotFound` when the shop has no such (active) product. */
export function useProduct(slug: string) {
  const query = useQuery(productQueryOptions(slug));
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, isNotFound };
}
