import { z } from "zod";
import { rupeeAmount } from "./amounts";
import { BillingAddressSchema, ShippingAddressSchema } from "./orders";
import { multiLineText, singleLineText } from "./text";

/** What the checkout page needs before it can take an online payment. */
export const PaymentSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The gateway's checkout script (Razorpay's, or the built-in sandbox's), loaded by the checkout page. */
  checkoutScriptUrl: z.string().nullable(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

const RupeeAmountSchema = rupeeAmount("Amount must be in rupees");

export const CreatePaymentOrderSchema = z.object({
  /** The grand total the customer saw, in rupees. */
  amount: RupeeAmountSchema,
  orderData: z.looseObject({
    shippingAddress: ShippingAddressSchema,
    billingAddress: BillingAddressSchema.optional(),
    notes: multiLineText().trim().max(1000, "Notes are too long").optional(),
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
  razorpay_order_id: singleLineText().min(1).max(100),
  razorpay_payment_id: singleLineText().min(1).max(100),
  razorpay_signature: singleLineText().min(1).max(200),
});
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentSchema>;
