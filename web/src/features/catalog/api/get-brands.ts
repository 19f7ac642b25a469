import { CATALOG_API } from "@shared/catalog-api";
import type { Brand } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** A brand as the storefront shows it: a name, a link and a logo. */
export type BrandLink = Pick<Brand, "id" | "name" | "slug" | "logoUrl">;

/**
 * Every brand of the shop, without the descriptions the storefront never shows: the list is handed
 * over in the product list's HTML, which must fit a new connection's first round trip.
 */
export async function getBrands(signal?: AbortSignal): Promise<BrandLink[]> {
  const brands = await api.get<Brand[]>(CATALOG_API.brands, { signal });
  return brands.map(({ id, name, slug, logoUrl }) => ({ id, name, slug, logoUrl }));
}

export function brandsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.brandLinks(),
    queryFn: ({ signal }) => getBrands(signal),
  });
}

/** Every brand of the shop (the brand filter, brand links). */
export function useBrands() {
  return useQuery(brandsQueryOptions());
}
