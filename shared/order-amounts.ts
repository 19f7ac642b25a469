import { chargeTaxes, taxByRate } from "./gst";
import { decimalToPaise } from "./money";
import type { TaxBreakdown, Totals } from "./pricing";

interface OrderAmounts {
  subtotal: string;
  tax: string;
  shipping: string;
  total: string;
  /** The delivery zone's charge ("99.00"); orders placed before zones had none. */
  deliveryCharge?: string;
  /** The GST of shipping and the delivery charge within `tax`; none on orders placed before they were taxed. */
  chargesTax?: string;
  pricesIncludeGst?: boolean;
  orderItems?: ReadonlyArray<{ gstRate: number; tax: string; total: string }>;
}

/**
 * An order's stored amounts as the API gives them ("1299.00"), in paise for the web app's order totals and the order mails,
 * with the tax of each rate from its lines when the order has them, and from its taxed charges, shared
 * over the lines' rates as at checkout.
 */
export function orderTotalsOf(order: OrderAmounts): Totals & Partial<TaxBreakdown> & { deliveryCharge: number } {
  const paise = (value: string) => decimalToPaise(value) ?? 0;
  const totals = {
    subtotal: paise(order.subtotal),
    tax: paise(order.tax),
    shipping: paise(order.shipping),
    deliveryCharge: paise(order.deliveryCharge ?? "0"),
    total: paise(order.total),
  };
  if (!order.orderItems) return totals;
  const pricesIncludeGst = order.pricesIncludeGst === true;
  const lines = order.orderItems.map((item) => {
    const tax = paise(item.tax);
    return { gstRate: item.gstRate, tax, taxable: pricesIncludeGst ? paise(item.total) - tax : paise(item.total) };
  });
  const charges = paise(order.chargesTax ?? "0") > 0 ? [totals.shipping, totals.deliveryCharge].flatMap((charge) => chargeTaxes(charge, lines, pricesIncludeGst)) : [];
  return { ...totals, pricesIncludeGst, taxByRate: taxByRate([...lines, ...charges]) };
}

/** What is left to refund of an order (paid, less what its refunds give back), in paise. */
export function refundablePaise(order: { total: string; refunded: string }): number {
  return Math.max(0, (decimalToPaise(order.total) ?? 0) - (decimalToPaise(order.refunded) ?? 0));
}
