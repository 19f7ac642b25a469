import type { PaymentStatus } from "./constants";

export interface RefundableLine {
  quantity: number;
  refundedQuantity: number;
  lineTotalPaise: number;
  taxPaise: number;
}

/**
 * What refunding `units` more units of an order line gives back: the line's share of what the customer
 * paid for it, GST included (the line total already includes it when the order's prices did). Shares are
 * taken of the running total and rounded to the paisa, so refunding every unit, one at a time or all at
 * once, gives back exactly what the line cost.
 */
export function lineRefundPaise(line: RefundableLine, pricesIncludeGst: boolean, units: number): number {
  const paid = pricesIncludeGst ? line.lineTotalPaise : line.lineTotalPaise + line.taxPaise;
  const shareOf = (refundedUnits: number) => Math.round((paid * refundedUnits) / line.quantity);
  return shareOf(line.refundedQuantity + units) - shareOf(line.refundedQuantity);
}

/** A paid order's payment status once its refunds give back `refundedPaise` of its `totalPaise`. */
export function paymentStatusAfterRefunds(refundedPaise: number, totalPaise: number): PaymentStatus {
  if (refundedPaise <= 0) return "paid";
  return refundedPaise >= totalPaise ? "refunded" : "partially_refunded";
}
