import { decimalToPaise } from "@shared/money";

/** "confirmed" -> "Confirmed". */
export function capitalize(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** cod is 'Cash on Delivery', razorpay 'Paid Online (Razorpay)'; other values as they are (spec § 4). */
export function paymentMethodLabel(method: string): string {
  if (method === "cod") return "Cash on Delivery";
  if (method === "razorpay") return "Paid Online (Razorpay)";
  return method;
}

export function expectedDelivery(status: string): string {
  return status === "delivered" ? "Delivered" : "3-5 business days";
}

/** Customers may cancel while the order has not left the warehouse. */
export function canCancel(status: string): boolean {
  return status === "pending" || status === "confirmed";
}

/** An order's stored amounts ("1299.00") as paise, for components/order-totals.tsx. */
export function orderTotalsOf(order: { subtotal: string; tax: string; shipping: string; total: string }) {
  const paise = (value: string) => decimalToPaise(value) ?? 0;
  return { subtotal: paise(order.subtotal), tax: paise(order.tax), shipping: paise(order.shipping), total: paise(order.total) };
}
