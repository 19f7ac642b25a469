import type { OrderStatus, PaymentStatus } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { orderStatusLabel, paymentStatusLabel } from "../lib/order-labels";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={orderStatusVariant(status)}>{orderStatusLabel(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={paymentStatusVariant(status)}>Payment: {paymentStatusLabel(status)}</Badge>;
}
