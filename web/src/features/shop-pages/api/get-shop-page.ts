import { type ShopPage, SHOP_PAGES_API } from "@shared/schemas/shop-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getShopPage(slug: string, signal?: AbortSignal): Promise<ShopPage> {
  return api.get<ShopPage>(SHOP_PAGES_API.page(slug), { signal });
}

export function shopPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.shopPages.page(slug),
    // A missing page stays missing when it mounts again (as the server rendered it), not "loading" once more.
    retryOnMount: false,
    queryFn: ({ signal }) => getShopPage(slug, signal),
  });
}

/** One policy or company page by its slug; `isNotFound` when the shop has no such page. */
export function useShopPage(slug: string) {
  const query = useQuery(shopPageQueryOptions(slug));
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, isNotFound };
}
