import { REFUNDABLE_PAYMENT_STATUSES } from "@shared/constants";
import { orderTotalsOf } from "@shared/order-amounts";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { OrderTotals } from "@/components/order-totals";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatPrice } from "@/lib/format";
import { imageUrl } from "@/lib/image-url";
import { useOrder } from "../api/get-order";
import { canCancel, deliveryLine, paymentMethodLabel } from "../lib/order-labels";
import { CancelOrderButton } from "./cancel-order-button";
import { OrderAddress } from "./order-address";
import { OrderBadges } from "./order-badges";
import { OrderDocuments } from "./order-documents";
import { OrderRefunds } from "./order-refunds";
import { StatusTimeline } from "./status-timeline";
import { VariantOptions } from "@/components/variant-options";

/** One order: its lines, addresses, totals, status timeline and, while possible, Cancel Order. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);

  return (
    <>
      <Link to={paths.orders.href()} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-primary-strong">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Orders
      </Link>
      {query.isPending ? (
        <div role="status" aria-busy="true" className="mt-4 grid gap-4">
          <span className="sr-only">Loading the order...</span>
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-64" />
        </div>
      ) : query.isError ? (
        <div className="py-10 text-center">
          <h1 className="text-2xl font-bold">{query.error instanceof ApiError && query.error.status === 404 ? "Order not found" : "The order could not be loaded"}</h1>
          <Button asChild className="mt-4">
            <Link to={paths.orders.href()}>Back to Orders</Link>
          </Button>
        </div>
      ) : (
        <OrderDetailBody order={query.data} />
      )}
    </>
  );
}

function OrderDetailBody({ order }: { order: NonNullable<ReturnType<typeof useOrder>["data"]> }) {
  const billingGiven = Object.values(order.billingAddress).some((value) => value.trim() !== "");
  const delivery = deliveryLine(order);
  return (
    <>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Order #{order.orderNumber}</h1>
          <p className="text-sm text-muted-foreground">
            Placed on <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {paymentMethodLabel(order.paymentMethod)}
            {delivery ? ` · ${delivery}` : null}
          </p>
          {order.courier || order.trackingNumber ? (
            <p className="text-sm text-muted-foreground" data-testid="order-shipment">
              Shipped{order.courier ? ` with ${order.courier}` : ""}
              {order.trackingNumber ? ` · AWB / tracking number ${order.trackingNumber}` : ""}
            </p>
          ) : null}
          <div className="mt-3">
            <OrderBadges status={order.status} paymentStatus={order.paymentStatus} paymentMethod={order.paymentMethod} />
          </div>
        </div>
        {canCancel(order.status) ? <CancelOrderButton orderId={order.id} orderNumber={order.orderNumber} paid={REFUNDABLE_PAYMENT_STATUSES.has(order.paymentStatus)} /> : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="grid gap-6 lg:col-span-2">
          <Card className="p-4 sm:p-6">
            <h2 className="text-lg font-bold">Items</h2>
            <ul className="mt-3 divide-y divide-border">
              {order.orderItems.map((item) => (
                <li key={item.id} className="flex items-center gap-3 py-3">
                  <img
                    src={imageUrl(item.product.imageUrl, { width: 128, height: 128 })}
                    alt=""
                    width={128}
                    height={128}
                    loading="lazy"
                    className="size-16 shrink-0 rounded-xl border border-border bg-muted object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <Link to={paths.product.href(item.product.slug)} className="font-semibold hover:text-primary-strong hover:underline">
                      {item.product.name}
                    </Link>
                    <VariantOptions options={item.variantOptions} />
                    <p className="text-sm text-muted-foreground">
                      {item.quantity} x {formatPrice(item.price)}
                      {item.refundedQuantity > 0 ? ` · ${item.refundedQuantity} refunded` : null}
                    </p>
                  </div>
                  <p className="font-semibold tabular-nums">{formatPrice(item.total)}</p>
                </li>
              ))}
            </ul>
          </Card>
          <div className="grid gap-6 sm:grid-cols-2">
            <Card className="p-4 sm:p-6">
              <h2 className="mb-2 text-lg font-bold">Shipping Address</h2>
              <OrderAddress address={order.shippingAddress} />
            </Card>
            <Card className="p-4 sm:p-6">
              <h2 className="mb-2 text-lg font-bold">Billing Address</h2>
              {billingGiven ? <OrderAddress address={order.billingAddress} /> : <p className="text-sm text-muted-foreground">Same as shipping address</p>}
            </Card>
          </div>
          {order.notes ? (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-2 text-lg font-bold">Order Notes</h2>
              <p className="whitespace-pre-line text-sm">{order.notes}</p>
            </Card>
          ) : null}
        </div>
        <div className="grid gap-6">
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-lg font-bold">Order Summary</h2>
            <OrderTotals totals={orderTotalsOf(order)} />
          </Card>
          {order.refunds.length > 0 ? (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-bold">Refunds</h2>
              <OrderRefunds order={order} />
            </Card>
          ) : null}
          {order.taxDocuments.length > 0 ? (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-bold">Invoice</h2>
              <OrderDocuments order={order} />
            </Card>
          ) : null}
          <Card className="p-4 sm:p-6">
            <h2 className="mb-3 text-lg font-bold">Order Status</h2>
            <StatusTimeline history={order.statusHistory} />
          </Card>
        </div>
      </div>
    </>
  );
}
