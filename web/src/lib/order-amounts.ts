import { decimalToPaise } from "@shared/money";
import type { Totals } from "@shared/pricing";

/** An order's stored amounts as the API gives them ("1299.00"), in paise for components/order-totals.tsx. */
export function orderTotalsOf(order: { subtotal: string; tax: string; shipping: string; total: string }): Totals {
  const paise = (value: string) => decimalToPaise(value) ?? 0;
  return { subtotal: paise(order.subtotal), tax: paise(order.tax), shipping: paise(order.shipping), total: paise(order.total) };
}
