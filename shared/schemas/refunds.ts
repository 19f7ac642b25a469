import { z } from "zod";
import { REFUND_METHODS, REFUND_STATES } from "../constants";
import { MoneyStringSchema } from "./common";
import { multiLineText, singleLineText } from "./text";

/** One refund of an order, as the customer's order detail and the admin order dialog list it. */
export const RefundSchema = z.object({
  id: z.string(),
  amount: MoneyStringSchema,
  method: z.enum(REFUND_METHODS),
  state: z.enum(REFUND_STATES),
  reason: z.string(),
  /** The bank transfer's or UPI reference of a refund paid by hand. */
  reference: z.string().nullable(),
  /** Whether the refunded units went back to stock. */
  restocked: z.boolean(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** The longest reason and payment reference a refund keeps. */
export const REFUND_REASON_MAX = 500;
export const REFUND_REFERENCE_MAX = 100;

/** Methods of a refund the shop pays by hand (cash-on-delivery orders). */
export const MANUAL_REFUND_METHODS = ["bank_transfer", "upi"] as const;

export const RefundLineInputSchema = z.strictObject({
  orderLineId: z.uuid("Must be a line of this order"),
  quantity: z.number({ error: "Quantity must be a whole number" }).int("Quantity must be a whole number").min(1, "Quantity must be at least 1").max(999, "Quantity must be at most 999"),
});

/**
 * An administrator's refund: by lines and quantities or by an amount (exactly one), with a reason.
 * Online orders are refunded through Razorpay (no method); cash-on-delivery orders, once delivered,
 * by bank transfer or UPI with its reference.
 */
export const CreateRefundSchema = z
  .strictObject({
    lines: z.array(RefundLineInputSchema).min(1, "Choose at least one line").max(100, "Too many lines").optional(),
    amount: z
      .string({ error: "Amount must be like 123.45" })
      .regex(/^\d{1,13}(\.\d{1,2})?$/, "Amount must be like 123.45")
      .refine((value) => Number(value) > 0, "Amount must be more than ₹0")
      .optional(),
    reason: multiLineText({ error: "Please give a reason" }).trim().min(1, "Please give a reason").max(REFUND_REASON_MAX, "Reason is too long"),
    restock: z.boolean().default(false),
    method: z.enum(MANUAL_REFUND_METHODS, { error: `Method must be one of ${MANUAL_REFUND_METHODS.join(", ")}` }).optional(),
    reference: singleLineText().trim().min(1, "Reference is empty").max(REFUND_REFERENCE_MAX, "Reference is too long").optional(),
  })
  .refine((input) => (input.lines === undefined) !== (input.amount === undefined), { message: "Refund either lines or an amount", path: ["amount"] });
/** What a refund form sends (restock may be left out) and what the server works with. */
export type CreateRefundInput = z.input<typeof CreateRefundSchema>;
export type CreateRefund = z.output<typeof CreateRefundSchema>;
