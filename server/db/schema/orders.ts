import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { GST_RATES, ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from "@shared/constants";
import { users } from "./accounts";
import type { OptionPairs } from "../variant-options";
import { products, productVariants } from "./catalog";
import { isOneOf } from "./checks";

export interface AddressRecord {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}


/**
 * Fed the order numbers until they became random (server/modules/orders/order-number.ts); no longer
 * read, kept so that no migration drops what older processes of a rolling deploy still call.
 */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1001 });

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderNumber: text("order_number").notNull().unique(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<OrderStatus>().notNull().default("confirmed"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull().default("cod"),
    subtotalPaise: bigint("subtotal_paise", { mode: "number" }).notNull(),
    taxPaise: bigint("tax_paise", { mode: "number" }).notNull(),
    shippingPaise: bigint("shipping_paise", { mode: "number" }).notNull(),
    /** The delivery zone's extra charge for the shipping address's PIN code, part of the total. */
    deliveryChargePaise: bigint("delivery_charge_paise", { mode: "number" }).notNull().default(0),
    /** The last day of the delivery promise made at checkout (skipping Sundays and the listed holidays). */
    deliveryBy: date("delivery_by", { mode: "string" }),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    notes: text("notes"),
    /** Who carries the parcel and its AWB (tracking) number, as the administrator gave them when shipping; null when not given. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    shippingAddress: jsonb("shipping_address").$type<AddressRecord>().notNull(),
    billingAddress: jsonb("billing_address").$type<AddressRecord>().notNull(),
    /** Razorpay (or sandbox) order and payment ids for online payments. */
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    /** Set while the order holds stock; cleared when a cancellation gives it back, so that happens once. */
    stockHeld: boolean("stock_held").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Whether the order's prices included GST when it was placed (the PRICES_INCLUDE_GST setting then). */
    pricesIncludeGst: boolean("prices_include_gst").notNull().default(false),
    /**
     * The GST that shipping and the delivery charge carry, part of `tax_paise` (shared/gst.ts chargeTaxes).
     * 0 on orders placed before those charges were taxed: their invoices print them without GST.
     */
    chargesTaxPaise: bigint("charges_tax_paise", { mode: "number" }).notNull().default(0),
    /** What refunds of this order give back (pending or processed); never more than its total. */
    refundedPaise: bigint("refunded_paise", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    check("orders_status_known", isOneOf(t.status, ORDER_STATUSES)),
    check("orders_payment_status_known", isOneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check("orders_payment_method_known", isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check(
      "orders_amounts_not_negative",
      sql`${t.subtotalPaise} >= 0 and ${t.taxPaise} >= 0 and ${t.chargesTaxPaise} >= 0 and ${t.chargesTaxPaise} <= ${t.taxPaise} and ${t.shippingPaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.totalPaise} >= 0`,
    ),
    check("orders_refunds_within_total", sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.totalPaise}`),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_payment_status_idx").on(t.paymentStatus, t.createdAt),
  ],
);

/** One ordered product, with a snapshot that survives later edits or deletion of the product. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** The variant bought: its stock is the one taken, and given back on cancelling or restocking refunds. */
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    /** The variant's option values when ordered, in the options' order (`[["Size","M"]]`), kept like the name. */
    variantOptions: jsonb("variant_options").$type<OptionPairs>().notNull().default([]),
    productName: text("product_name").notNull(),
    productSlug: text("product_slug").notNull(),
    productSku: text("product_sku"),
    productImageUrl: text("product_image_url"),
    unitPricePaise: bigint("unit_price_paise", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalPaise: bigint("line_total_paise", { mode: "number" }).notNull(),
    /** GST of this line, computed on the line itself; the order's tax is the sum of its lines'. */
    taxPaise: bigint("tax_paise", { mode: "number" }).notNull(),
    /** The line's value before GST: its total, or its total less the tax when prices include GST. */
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    gstRate: smallint("gst_rate").notNull().default(18),
    hsnCode: text("hsn_code"),
    /** Units refunded so far; never more than ordered. */
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
  },
  (t) => [
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_refunded_quantity_range", sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`),
    check("order_lines_gst_rate_known", sql`${t.gstRate} in (${sql.raw(GST_RATES.join(","))})`),
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
    index("order_lines_variant_idx").on(t.variantId),
  ],
);

export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_status_changes_from_status_known", isOneOf(t.fromStatus, ORDER_STATUSES)),
    check("order_status_changes_to_status_known", isOneOf(t.toStatus, ORDER_STATUSES)),
    index("order_status_changes_order_idx").on(t.orderId, t.createdAt),
  ],
);

/** A repeated checkout with the same key returns the first order instead of making another. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** A digest of what the first request asked for, so a reused key with a different basket can be told apart. */
    requestHash: text("request_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** Razorpay webhook events, kept once each by their event id. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  gatewayOrderId: text("gateway_order_id"),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
