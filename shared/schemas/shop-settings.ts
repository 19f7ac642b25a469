import { z } from "zod";

/** Settings of the shop the storefront prices by: whether prices include GST ("incl. GST") or not ("+ GST"). */
export const ShopSettingsSchema = z.object({ pricesIncludeGst: z.boolean() });
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
