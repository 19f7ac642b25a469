import type { OrderStatus, PaymentStatus } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { capitalize, paymentStatusLabel } from "../lib/order-labels";

/** The order's status and payment status as coloured badges (see docs/product/checkout-and-orders.md). */
export function OrderBadges({ status, paymentStatus }: { status: OrderStatus; paymentStatus: PaymentStatus }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant={orderStatusVariant(status)}>
        <span className="sr-only">Order status: </span>
        {capitalize(status)}
      </Badge>
      <Badge variant={paymentStatusVariant(paymentStatus)}>
        <span className="sr-only">Payment status: </span>
        Payment {paymentStatusLabel(paymentStatus)}
      </Badge>
    </div>
  );
}
