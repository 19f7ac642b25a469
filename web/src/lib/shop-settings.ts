import type { ShopSettings } from "@shared/schemas/shop-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/shop-settings: whether prices include GST, which the cart and the checkout price by. */
export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return api.get<ShopSettings>("/api/shop-settings", { signal });
}

export function shopSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.shop.settings(), queryFn: ({ signal }) => getShopSettings(signal), staleTime: 5 * 60_000 });
}

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}
