import type { CashOnDeliveryLimits } from "@shared/cash-on-delivery";
import { paiseToDecimal } from "@shared/money";
import type { ShopSettings } from "@shared/schemas/shop-settings";

export interface ShopSettingsDeps {
  /** PRICES_INCLUDE_GST: whether catalogue prices include GST. */
  pricesIncludeGst: boolean;
  cashOnDelivery: CashOnDeliveryLimits;
}

/** What the storefront needs to price a cart the way the server will charge it, and to offer the ways to pay it allows. */
export function createShopSettingsService({ pricesIncludeGst, cashOnDelivery }: ShopSettingsDeps) {
  return {
    settings(): ShopSettings {
      return { pricesIncludeGst, codMaxOrderAmount: paiseToDecimal(cashOnDelivery.maxOrderPaise) };
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
