import { Badge } from "@/components/ui/badge";
import { orderStatusLabel, orderStatusVariant, paymentStatusLabel, paymentStatusVariant } from "../lib/order-labels";

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge variant={orderStatusVariant(status)}>{orderStatusLabel(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge variant={paymentStatusVariant(status)}>Payment: {paymentStatusLabel(status)}</Badge>;
}
