import { z } from "zod";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../constants";
import { isCalendarDay } from "../india-day";
import { ORDER_QUEUES } from "../order-queue";
import { IsoDateSchema, MoneyStringSchema } from "./common";
import { OrderSchema } from "./orders";
import { REFUND_REASON_MAX } from "./refunds";
import { multiLineText, singleLineText } from "./text";

export const AdminOrderSchema = OrderSchema.extend({
  customer: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  statusHistory: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), by: z.string().nullable().optional() })),
  /** What cancelling it now would refund by itself, as the server works it out ("0.00" when nothing). */
  refundOnCancel: MoneyStringSchema,
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** A whole day in India time, written YYYY-MM-DD. */
const placedDay = (name: string) =>
  singleLineText({ error: `${name} must be a date such as 2026-11-27` }).refine(isCalendarDay, `${name} must be a date such as 2026-11-27`);

export const AdminOrderListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Must be one of ${ORDER_STATUSES.join(", ")}` }).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: `Must be one of ${PAYMENT_STATUSES.join(", ")}` }).optional(),
    /** 'to-ship': orders waiting to be shipped (see `awaitsShipping` in shared/order-queue.ts). */
    queue: z.enum(ORDER_QUEUES, { error: `Must be one of ${ORDER_QUEUES.join(", ")}` }).optional(),
    /** Part of the order number, the customer's name (account or shipping address) or the shipping phone; any case. */
    search: singleLineText({ error: "search must be text" }).trim().max(100, "search is too long").optional(),
    /** Placed on or after this day, and on or before that one, in India time. */
    placedFrom: placedDay("placedFrom").optional(),
    placedTo: placedDay("placedTo").optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((query) => !query.placedFrom || !query.placedTo || query.placedFrom <= query.placedTo, {
    path: ["placedTo"],
    message: "placedTo must not be before placedFrom",
  });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const OrderStatusUpdateSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(", ")}` }),
  /** The status the administrator saw; when the order has changed since, nothing changes (409). */
  expectedStatus: z.enum(ORDER_STATUSES, { error: `Expected status must be one of ${ORDER_STATUSES.join(", ")}` }).optional(),
  /** Why it is cancelled: required to cancel a paid order, kept with the status change and its refund (shown to the customer). */
  reason: multiLineText({ error: "Reason must be text" }).trim().max(REFUND_REASON_MAX, "Reason is too long").optional(),
  /** When shipping: who carries the parcel and its AWB (tracking) number, both optional; kept on the order and shown to the customer. */
  courier: singleLineText({ error: "Courier must be text" }).trim().max(60, "Courier is too long").optional(),
  trackingNumber: singleLineText({ error: "Tracking number must be text" }).trim().max(40, "Tracking number is too long").optional(),
});
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;

export const AdminStatsSchema = z.object({
  totalProducts: z.number().int(),
  totalOrders: z.number().int(),
  /** Orders waiting to be shipped: pending or confirmed, online ones only once paid (`awaitsShipping`). */
  ordersToShip: z.number().int(),
  /** Sum of the totals of orders that are not cancelled, less what their refunds give back. */
  totalRevenue: MoneyStringSchema,
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Whether the user proved the address (a verification link opened, or the identity provider). */
  emailVerified: z.boolean(),
  createdAt: IsoDateSchema,
  lastLoginAt: IsoDateSchema.nullable(),
  orderCount: z.number().int(),
  totalSpent: MoneyStringSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersSchema = z.object({
  users: z.array(AdminUserSchema),
  counts: z.object({ totalUsers: z.number().int(), administrators: z.number().int(), activeLast30Days: z.number().int(), totalOrders: z.number().int() }),
});
export const AdminUsersQuerySchema = z.object({ search: singleLineText().trim().max(200).optional() });
export const AdminUserUpdateSchema = z.strictObject({ isAdmin: z.boolean({ error: "isAdmin must be true or false" }) });
export const UserIdParamSchema = z.object({ id: z.uuid("Unknown user") });

export const AnalyticsQuerySchema = z.object({
  days: z.enum(["7", "30", "90"], { error: "days must be 7, 30 or 90" }).default("30").transform(Number),
});

const ProductFigureSchema = z.object({ productId: z.number().int().nullable(), name: z.string(), units: z.number().int(), revenue: MoneyStringSchema });

export const AnalyticsSchema = z.object({
  days: z.number().int(),
  /** One entry per day (India time), oldest first, days without orders included. */
  daily: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: MoneyStringSchema })),
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int() })),
  byPaymentMethod: z.array(z.object({ paymentMethod: z.enum(PAYMENT_METHODS), orders: z.number().int(), revenue: MoneyStringSchema })),
  topByRevenue: z.array(ProductFigureSchema),
  topByUnits: z.array(ProductFigureSchema),
  /** Variants on sale low on stock, each named with its values ("Pants (Size: M)"); `id` is the product's. */
  lowStock: z.array(z.object({ id: z.number().int(), variantId: z.number().int(), name: z.string(), slug: z.string(), stockQuantity: z.number().int() })),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const ContactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: IsoDateSchema,
});
export const SubscriberSchema = z.object({ id: z.string(), email: z.string(), createdAt: IsoDateSchema });
/** `subscribers` are the confirmed ones only; `awaitingConfirmation` counts the addresses whose mailed link is not opened yet. */
export const AdminMessagesSchema = z.object({ messages: z.array(ContactMessageViewSchema), subscribers: z.array(SubscriberSchema), awaitingConfirmation: z.number().int() });
