import { REFUNDABLE_PAYMENT_STATUSES } from "@shared/constants";
import { refundablePaise } from "@shared/order-amounts";
import { decimalToPaise, paiseToDecimal } from "@shared/money";
import { lineRefundPaise } from "@shared/refund-amount";
import type { AdminOrder } from "@shared/schemas/admin";
import { type CreateRefundInput, type MANUAL_REFUND_METHODS, REFUND_REASON_MAX, REFUND_REFERENCE_MAX } from "@shared/schemas/refunds";


/**
 * Whether the administrator may refund the order: online orders once paid, cash-on-delivery orders once
 * delivered (the cash was collected); never beyond what was paid.
 */
export function canRefund(order: Pick<AdminOrder, "paymentMethod" | "paymentStatus" | "status" | "total" | "refunded">): boolean {
  if (refundablePaise(order) === 0 || !REFUNDABLE_PAYMENT_STATUSES.has(order.paymentStatus)) return false;
  return order.paymentMethod === "razorpay" || order.status === "delivered";
}

/** Units of a line still refundable. */
export function refundableUnits(line: { quantity: number; refundedQuantity: number }): number {
  return Math.max(0, line.quantity - line.refundedQuantity);
}

export type RefundBy = "lines" | "amount";
export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number];

/** What the refund form holds, as typed. */
export interface RefundFormValues {
  by: RefundBy;
  /** Units typed per order line id. */
  units: Record<string, string>;
  amount: string;
  reason: string;
  restock: boolean;
  method: ManualRefundMethod | "";
  reference: string;
}

/** The body of POST /api/admin/orders/:id/refunds. */
export type RefundRequest = CreateRefundInput;

/**
 * What the refund the form holds gives back, in paise, worked out as the server does (each line's share
 * of what it cost, GST included); 0 while nothing valid is typed.
 */
export function refundTotalPaise(order: Pick<AdminOrder, "orderItems" | "pricesIncludeGst">, values: Pick<RefundFormValues, "by" | "units" | "amount">): number {
  if (values.by === "amount") return Math.max(0, decimalToPaise(values.amount.trim()) ?? 0);
  let total = 0;
  for (const line of order.orderItems) {
    const units = Number((values.units[line.id] ?? "").trim() || "0");
    if (!Number.isInteger(units) || units <= 0 || units > refundableUnits(line)) continue;
    const paid = { quantity: line.quantity, refundedQuantity: line.refundedQuantity, lineTotalPaise: decimalToPaise(line.total) ?? 0, taxPaise: decimalToPaise(line.tax) ?? 0 };
    total += lineRefundPaise(paid, order.pricesIncludeGst, units);
  }
  return total;
}

export type RefundFormErrors = Partial<Record<"lines" | "amount" | "reason" | "method" | "reference", string>>;

/** The request the form asks for, or the message of each field it cannot send. */
export function refundRequestOf(order: AdminOrder, values: RefundFormValues): { request: RefundRequest } | { errors: RefundFormErrors } {
  const errors: RefundFormErrors = {};
  // Units come back to stock only when lines are refunded.
  const request: RefundRequest = { reason: values.reason.trim(), restock: values.by === "lines" && values.restock };
  if (values.by === "lines") {
    const lines: Array<{ orderLineId: string; quantity: number }> = [];
    for (const line of order.orderItems) {
      const typed = (values.units[line.id] ?? "").trim();
      if (typed === "" || typed === "0") continue;
      const quantity = Number(typed);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > refundableUnits(line)) {
        errors.lines = `Refund between 0 and ${refundableUnits(line)} of ${line.product.name}`;
        break;
      }
      lines.push({ orderLineId: line.id, quantity });
    }
    if (!errors.lines && lines.length === 0) errors.lines = "Choose at least one unit to refund";
    request.lines = lines;
  } else {
    const paise = decimalToPaise(values.amount);
    const left = refundablePaise(order);
    if (paise === null || paise <= 0) errors.amount = "Enter an amount in rupees, such as 250.00";
    else if (paise > left) errors.amount = `At most ₹${paiseToDecimal(left)} is left to refund`;
    else request.amount = paiseToDecimal(paise);
  }
  if (request.reason === "") errors.reason = "Please give a reason";
  else if (request.reason.length > REFUND_REASON_MAX) errors.reason = "Reason is too long";
  if (order.paymentMethod === "cod") {
    if (values.method === "") errors.method = "Choose how the money was sent";
    else request.method = values.method;
    const reference = values.reference.trim();
    if (reference === "") errors.reference = "Reference is required";
    else if (reference.length > REFUND_REFERENCE_MAX) errors.reference = "Reference is too long";
    else request.reference = reference;
  }
  return Object.keys(errors).length > 0 ? { errors } : { request };
}
