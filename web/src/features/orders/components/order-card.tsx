import type { Order } from "@shared/schemas/orders";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatDate, formatPrice } from "@/lib/format";
import { expectedDelivery, paymentMethodLabel } from "../lib/order-labels";
import { OrderBadges } from "./order-badges";

/** One order in the history (see docs/product/checkout-and-orders.md). */
export function OrderCard({ order }: { order: Order }) {
  const shippingFree = Number(order.shipping) === 0;
  const deliveryCharge = Number(order.deliveryCharge) > 0 ? order.deliveryCharge : null;
  const expected = expectedDelivery(order);
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={`order-${order.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={`order-${order.id}`} className="text-lg font-bold">
              Order #{order.orderNumber}
            </h2>
            <p className="text-sm text-muted-foreground">
              Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </p>
          </div>
          <p className="text-xl font-bold">{formatPrice(order.total)}</p>
        </div>
        <div className="mt-3">
          <OrderBadges status={order.status} paymentStatus={order.paymentStatus} paymentMethod={order.paymentMethod} />
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <Detail label="Payment Method" value={paymentMethodLabel(order.paymentMethod)} />
          <Detail label="Delivery To" value={`${order.shippingAddress.city}, ${order.shippingAddress.state}`} />
          {expected ? <Detail label="Expected Delivery" value={expected} /> : null}
        </dl>
        <dl className={cn("mt-4 grid gap-3 border-t border-border pt-4 text-sm", deliveryCharge ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3")}>
          <Detail label="Subtotal" value={formatPrice(order.subtotal)} />
          <Detail label="Tax" value={formatPrice(order.tax)} />
          <Detail label="Shipping" value={shippingFree ? "Free" : formatPrice(order.shipping)} />
          {deliveryCharge ? <Detail label="Delivery charge" value={formatPrice(deliveryCharge)} /> : null}
        </dl>
        {order.refunds.length > 0 ? (
          <p className="mt-4 text-sm">
            <span className="font-semibold">Refunded: </span>
            <span className="tabular-nums">{formatPrice(order.refunded)}</span>
            {order.refunds.some((refund) => refund.state === "pending") ? <span className="text-muted-foreground"> (refund pending)</span> : null}
          </p>
        ) : null}
        {order.notes ? (
          <p className="mt-4 rounded-xl bg-muted px-3 py-2 text-sm">
            <span className="font-semibold">Order Notes: </span>
            {order.notes}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.orderDetail.href(order.id)} aria-label={`View Details of order ${order.orderNumber}`}>
              View Details
            </Link>
          </Button>
        </div>
      </article>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
