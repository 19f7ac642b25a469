import { z } from "zod";

/** Settings of the shop the storefront prices by: whether prices include GST ("incl. GST") or not ("+ GST"). */
export const ShopSettingsSchema = z.object({
  pricesIncludeGst: z.boolean(),
  /** The largest total a cash-on-delivery order may have, in rupees ("50000.00"). */
  codMaxOrderAmount: z.string(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
