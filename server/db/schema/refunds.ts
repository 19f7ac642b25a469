import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REFUND_METHODS, REFUND_STATES, type RefundMethod, type RefundState } from "@shared/constants";
import { users } from "./accounts";
import { isOneOf } from "./checks";
import { orderLines, orders } from "./orders";

/**
 * Money given back for an order: through Razorpay (pending until its webhook or the retry job hears
 * processed or failed), or paid by the shop by bank transfer or UPI for cash-on-delivery orders.
 * The order's `refunded_paise` carries the sum of its pending and processed refunds under a CHECK, so
 * refunds never exceed the order's total, whatever races.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    method: text("method").$type<RefundMethod>().notNull(),
    state: text("state").$type<RefundState>().notNull().default("pending"),
    reason: text("reason").notNull(),
    /** The bank transfer's or UPI payment's reference, for refunds paid by hand. */
    reference: text("reference"),
    /** Sent to Razorpay as X-Refund-Idempotency, so a retried request never refunds twice. */
    idempotencyKey: uuid("idempotency_key").notNull().unique().defaultRandom(),
    gatewayRefundId: text("gateway_refund_id").unique(),
    /** Whether the refunded units went back to stock (only when the administrator says they came back). */
    restocked: boolean("restocked").notNull().default(false),
    /** The administrator who refunded; null for the automatic refund of a cancelled paid order. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Calls to Razorpay so far, when the retry job calls next, and what went wrong last. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    check("refunds_amount_positive", sql`${t.amountPaise} > 0`),
    check("refunds_method_known", isOneOf(t.method, REFUND_METHODS)),
    check("refunds_state_known", isOneOf(t.state, REFUND_STATES)),
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    index("refunds_due_idx").on(t.nextAttemptAt).where(sql`${t.state} = 'pending' and ${t.gatewayRefundId} is null`),
  ],
);

/** The units of each order line a refund gives back, when it refunds lines rather than an amount. */
export const refundLines = pgTable(
  "refund_lines",
  {
    refundId: uuid("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.orderLineId] }), check("refund_lines_quantity_positive", sql`${t.quantity} > 0`), index("refund_lines_line_idx").on(t.orderLineId)],
);
