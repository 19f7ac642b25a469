import type { OrderStatus, PaymentMethod, PaymentStatus } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { capitalize, paymentBadgeLabel } from "../lib/order-labels";

interface OrderBadgesProps {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}

/** The order's status and payment status as coloured badges (see docs/product/checkout-and-orders.md). */
export function OrderBadges({ status, paymentStatus, paymentMethod }: OrderBadgesProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant={orderStatusVariant(status)}>
        <span className="sr-only">Order status: </span>
        {capitalize(status)}
      </Badge>
      <Badge variant={paymentMethod === "cod" && paymentStatus === "pending" ? "outline" : paymentStatusVariant(paymentStatus)}>
        <span className="sr-only">Payment status: </span>
        {paymentBadgeLabel(paymentMethod, paymentStatus, status)}
      </Badge>
    </div>
  );
}
