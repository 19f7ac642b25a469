import { CATALOG_API } from "@shared/catalog-api";
import type { Brand } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getBrands(signal?: AbortSignal): Promise<Brand[]> {
  return api.get<Brand[]>(CATALOG_API.brands, { signal });
}

export function brandsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.brands(),
    queryFn: ({ signal }) => getBrands(signal),
  });
}

/** Every brand of the shop (the brand filter, brand links). */
export function useBrands() {
  return useQuery(brandsQueryOptions());
}
