import type { ShopSettings } from "@shared/schemas/shop-settings";

export interface ShopSettingsDeps {
  /** PRICES_INCLUDE_GST: whether catalogue prices include GST. */
  pricesIncludeGst: boolean;
}

/** What the storefront needs to price a cart the way the server will charge it. */
export function createShopSettingsService({ pricesIncludeGst }: ShopSettingsDeps) {
  return {
    settings(): ShopSettings {
      return { pricesIncludeGst };
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
