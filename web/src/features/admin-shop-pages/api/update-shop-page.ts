import type { AdminShopPage, AdminShopPageView, ShopPageInput } from "@shared/schemas/shop-pages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function updateShopPage({ slug, input }: { slug: string; input: ShopPageInput }): Promise<AdminShopPage> {
  return (await api.put<AdminShopPageView>(`/api/admin/pages/${encodeURIComponent(slug)}`, input)).page;
}

/** Saves a page; the back office's list and the storefront's copy of the page are read again. */
export function useUpdateShopPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopPage,
    onSuccess: (_page, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.shopPages() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shopPages.page(slug) }),
      ]),
  });
}
