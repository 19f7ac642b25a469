import type { OrderStatus, PaymentMethod, PaymentStatus } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { orderStatusVariant, paymentStatusVariant } from "@/lib/order-status-colours";
import { orderStatusLabel, paymentBadgeLabel } from "../lib/order-labels";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={orderStatusVariant(status)}>{orderStatusLabel(status)}</Badge>;
}

interface PaymentStatusBadgeProps {
  method: PaymentMethod;
  status: PaymentStatus;
  orderStatus: OrderStatus;
}

export function PaymentStatusBadge({ method, status, orderStatus }: PaymentStatusBadgeProps) {
  const variant = method === "cod" && status === "pending" ? "outline" : paymentStatusVariant(status);
  return <Badge variant={variant}>Payment: {paymentBadgeLabel(method, status, orderStatus)}</Badge>;
}
