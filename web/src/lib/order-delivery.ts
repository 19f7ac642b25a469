import { decimalToPaise } from "@shared/money";
import { orderTotalsOf } from "@shared/order-amounts";

type OrderAmounts = Parameters<typeof orderTotalsOf>[0];

/** An order's totals for the summaries (customer and back office), with the delivery zone's charge ("99.00") it was placed with. */
export function orderTotalsWithDelivery(order: OrderAmounts & { deliveryCharge?: string }) {
  return { ...orderTotalsOf(order), deliveryCharge: decimalToPaise(order.deliveryCharge ?? "0") ?? 0 };
}

/** The delivery zone's charge of an order ("99.00") when it had one, else null. */
export function orderDeliveryCharge(order: { total: string; deliveryCharge?: string }): string | null {
  return order.deliveryCharge !== undefined && (decimalToPaise(order.deliveryCharge) ?? 0) > 0 ? order.deliveryCharge : null;
}

/** The last day promised at checkout ("2026-11-27"), when the order has one. */
export function orderDeliveryBy(order: { status: string; deliveryBy?: string | null }): string | null {
  return order.deliveryBy ?? null;
}
