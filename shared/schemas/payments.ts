import { z } from "zod";
import { BillingAddressSchema, ShippingAddressSchema } from "./orders";

/** What the checkout page needs before it can take an online payment. */
export const PaymentSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The gateway's checkout script (Razorpay's, or the built-in sandbox's), loaded by the checkout page. */
  checkoutScriptUrl: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

const RupeeAmountSchema = z.union([
  z.number({ error: "Amount must be in rupees" }).nonnegative("Amount must be in rupees"),
  z.string().regex(/^\d+(\.\d{1,2})?$/, "Amount must be in rupees"),
]);

export const CreatePaymentOrderSchema = z.object({
  /** The grand total the customer saw, in rupees. */
  amount: RupeeAmountSchema,
  orderData: z.looseObject({
    shippingAddress: ShippingAddressSchema,
    billingAddress: BillingAddressSchema.optional(),
    notes: z.string().trim().max(1000, "Notes are too long").optional(),
  }),
});
export type CreatePaymentOrderInput = z.infer<typeof CreatePaymentOrderSchema>;

export const PaymentOrderResponseSchema = z.object({
  /** The gateway's order id, which the checkout modal takes. */
  orderId: z.string(),
  /** In paise, as Razorpay counts. */
  amount: z.number().int(),
  currency: z.literal("INR"),
  config: z.object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    theme: z.object({ color: z.string() }),
  }),
});
export type PaymentOrderResponse = z.infer<typeof PaymentOrderResponseSchema>;

/** What Razorpay's checkout hands back; orderData and items may come along and are not needed. */
export const VerifyPaymentSchema = z.looseObject({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentSchema>;
