import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../constants";
import { INDIAN_STATES } from "../indian-states";
import { rupeeAmount } from "./amounts";
import { CatalogIdSchema, MoneyStringSchema } from "./common";
import { PIN_CODE_PATTERN } from "../pin-codes";
import { RefundSchema } from "./refunds";
import { TaxDocumentSummarySchema } from "./tax-documents";
import { multiLineText, singleLineText } from "./text";

const required = (message: string, max = 200) => singleLineText({ error: message }).trim().min(1, message).max(max, "Is too long");

/** A shipping address: every field required, with the messages of docs/product/checkout-and-orders.md. */
export const ShippingAddressSchema = z.strictObject({
  firstName: required("First name is required", 60),
  lastName: required("Last name is required", 60),
  address: required("Address is required", 300),
  city: required("City is required", 80),
  state: required("State is required", 80).refine((state) => (INDIAN_STATES as readonly string[]).includes(state), "Choose a state from the list"),
  pincode: singleLineText({ error: "Valid pincode is required" })
    .trim()
    .regex(PIN_CODE_PATTERN, "Valid pincode is required"),
  phone: singleLineText({ error: "Valid phone number is required" })
    .trim()
    .min(10, "Valid phone number is required")
    .max(20, "Valid phone number is required")
    .regex(/^\+?[\d\s\-()]+$/, "Valid phone number is required"),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** An address as an order keeps it. */
const AddressRecordSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});
/** An address the customer shipped an order to before, offered at checkout (GET /api/orders/addresses). */
export const SavedAddressSchema = AddressRecordSchema;
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

/** A billing address is optional field by field; with 'same as shipping' the shipping address is used. */
export const BillingAddressSchema = z.strictObject({
  firstName: singleLineText().trim().max(60).default(""),
  lastName: singleLineText().trim().max(60).default(""),
  address: singleLineText().trim().max(300).default(""),
  city: singleLineText().trim().max(80).default(""),
  state: singleLineText().trim().max(80).default(""),
  pincode: singleLineText().trim().max(10).default(""),
  phone: singleLineText().trim().max(20).default(""),
});

export const OrderLineInputSchema = z.object({
  productId: CatalogIdSchema,
  /** Which of the product's variants; may be left out for a product sold in one variant only. */
  variantId: CatalogIdSchema.optional(),
  quantity: z.number({ error: "Quantity must be a whole number" }).int("Quantity must be a whole number").min(1, "Quantity must be at least 1").max(999, "Quantity must be at most 999"),
  // What the customer saw; the server prices every line itself and compares only the total.
  price: z.union([MoneyStringSchema, z.number()]).optional(),
  total: z.union([MoneyStringSchema, z.number()]).optional(),
});

const AmountSchema = rupeeAmount("Must be an amount in rupees");

export const PlaceOrderSchema = z.object({
  orderData: z.object({
    subtotal: AmountSchema.optional(),
    tax: AmountSchema.optional(),
    shipping: AmountSchema.optional(),
    /** The delivery zone's charge the customer saw; like the other amounts, only the total is compared. */
    deliveryCharge: AmountSchema.optional(),
    total: AmountSchema,
    shippingAddress: ShippingAddressSchema,
    billingAddress: BillingAddressSchema.optional(),
    paymentMethod: z.literal("cod", { error: "Payment method must be cod" }),
    notes: multiLineText().trim().max(1000, "Notes are too long").optional(),
    // Sent by the web app (status confirmed, payment pending); the server ignores them and decides itself.
    paymentStatus: singleLineText().optional(),
    status: singleLineText().optional(),
  }),
  items: z.array(OrderLineInputSchema).min(1, "Your cart is empty").max(100, "At most 100 products in one order"),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderSchema>;


export const OrderItemSchema = z.object({
  id: z.string(),
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  /** The variant's option values when ordered (`{ Size: "M" }`; `{}` for a product without options). */
  variantOptions: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  price: MoneyStringSchema,
  total: MoneyStringSchema,
  product: z.object({ name: z.string(), slug: z.string(), imageUrl: z.string().nullable(), sku: z.string().nullable() }),
  /** The line's GST slab, its tax (computed on the line) and its HSN code. */
  gstRate: z.number().int(),
  tax: MoneyStringSchema,
  hsnCode: z.string().nullable(),
  /** Units refunded so far. */
  refundedQuantity: z.number().int(),
});

export const OrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  subtotal: MoneyStringSchema,
  tax: MoneyStringSchema,
  shipping: MoneyStringSchema,
  /** The delivery zone's extra charge for the shipping PIN code ("0.00" when none), part of the total. */
  deliveryCharge: MoneyStringSchema,
  /** The GST within `tax` that shipping and the delivery charge carry ("0.00" on orders placed before they were taxed). */
  chargesTax: MoneyStringSchema,
  total: MoneyStringSchema,
  /** The last day of delivery promised when the order was placed ("2026-11-27", a day in India); null for orders placed before. */
  deliveryBy: z.string().nullable(),
  notes: z.string().nullable(),
  /** The courier and AWB (tracking) number the shop gave when shipping it; null when not given. */
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippingAddress: AddressRecordSchema,
  billingAddress: AddressRecordSchema,
  orderItems: z.array(OrderItemSchema),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
  /** Whether the prices of this order included GST ("incl. GST") or had it added ("+ GST"). */
  pricesIncludeGst: z.boolean(),
  /** What its refunds give back (pending and processed), and each refund. */
  refunded: MoneyStringSchema,
  refunds: z.array(RefundSchema),
  /** Its tax invoice, once shipped, and any credit notes. */
  taxDocuments: z.array(TaxDocumentSummarySchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });

/** What cancelling the order now would do with the customer's money (GET /api/orders/{id}/cancellation). */
export const CancellationPreviewSchema = z.object({
  cancellable: z.boolean(),
  /** The refund cancelling sends at once, back to how the customer paid online; null when nothing was charged. */
  refund: z
    .object({
      amount: MoneyStringSchema,
      /** "5–7 working days": how long banks usually take to show it. */
      within: z.string(),
    })
    .nullable(),
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;
export const OrderParamsSchema = z.object({ id: z.uuid("Unknown order") });

/** The server's totals, sent back with 409 price_changed so the customer sees what they would pay. */
export const TotalsSchema = z.object({
  subtotal: MoneyStringSchema,
  tax: MoneyStringSchema,
  shipping: MoneyStringSchema,
  deliveryCharge: MoneyStringSchema.optional(),
  total: MoneyStringSchema,
});
