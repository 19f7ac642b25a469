import type { AdminShopPage, AdminShopPageList } from "@shared/schemas/shop-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/pages: every policy and company page with its Markdown, in the footer's order. */
export async function getAdminShopPages(signal?: AbortSignal): Promise<AdminShopPage[]> {
  return (await api.get<AdminShopPageList>("/api/admin/pages", { signal })).pages;
}

export function adminShopPagesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.shopPages(), queryFn: ({ signal }) => getAdminShopPages(signal) });
}

export function useAdminShopPages() {
  return useQuery(adminShopPagesQueryOptions());
}
