import { Badge } from "@/components/ui/badge";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { capitalize } from "../lib/order-labels";

/** The order's status and payment status as coloured badges (spec § 4). */
export function OrderBadges({ status, paymentStatus }: { status: string; paymentStatus: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant={orderStatusVariant(status)}>
        <span className="sr-only">Order status: </span>
        {capitalize(status)}
      </Badge>
      <Badge variant={paymentStatusVariant(paymentStatus)}>
        <span className="sr-only">Payment status: </span>
        Payment {capitalize(paymentStatus)}
      </Badge>
    </div>
  );
}
