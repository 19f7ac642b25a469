import type { ShopPagePreview } from "@shared/schemas/shop-pages";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/admin/pages/preview: the HTML the storefront would show for this Markdown. */
export async function previewShopPage(body: string, signal?: AbortSignal): Promise<string> {
  return (await api.post<ShopPagePreview>("/api/admin/pages/preview", { body }, { signal })).html;
}

export function shopPagePreviewQueryOptions(body: string) {
  return queryOptions({
    queryKey: [...queryKeys.admin.shopPages(), "preview", body],
    queryFn: ({ signal }) => previewShopPage(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useShopPagePreview(body: string) {
  return useQuery(shopPagePreviewQueryOptions(body));
}
