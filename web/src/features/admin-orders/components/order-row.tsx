import type { AdminOrder } from "@shared/schemas/admin";
import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDate, formatPrice } from "@/lib/format";
import { paymentMethodLabel } from "../lib/order-labels";
import { OrderStatusBadge, PaymentStatusBadge } from "./order-badges";
import { OrderStatusSelect } from "./order-status-select";

interface OrderRowProps {
  order: AdminOrder;
  onView: (order: AdminOrder) => void;
}

/** One order in Manage Orders: who, what, where, how much, and its status selector. */
export function OrderRow({ order, onView }: OrderRowProps) {
  const itemCount = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);
  const { city, state } = order.shippingAddress;
  return (
    <li className="grid gap-3 p-4 sm:p-5 lg:grid-cols-[1fr_auto] lg:items-center" data-testid="admin-order-row">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">#{order.orderNumber}</h3>
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge method={order.paymentMethod} status={order.paymentStatus} orderStatus={order.status} />
        </div>
        <p className="text-sm text-muted-foreground">Placed on {formatDate(order.createdAt)}</p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-muted-foreground">Customer:</dt>
            <dd className="font-medium">{order.customer.name}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-muted-foreground">Delivery:</dt>
            <dd>{[city, state].filter(Boolean).join(", ")}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-muted-foreground">Payment:</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-muted-foreground">Items:</dt>
            <dd>{itemCount}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-3 lg:justify-end">
        <p className="mr-auto text-lg font-bold lg:mr-0">{formatPrice(order.total)}</p>
        <div className="w-40">
          <OrderStatusSelect order={order} />
        </div>
        <Button variant="outline" size="sm" className="h-9" onClick={() => onView(order)} aria-label={`View order ${order.orderNumber}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
      </div>
    </li>
  );
}
