import { orderTotalsOf } from "@shared/order-amounts";
import type { AdminOrder } from "@shared/schemas/admin";
import { OrderTotals } from "@/components/order-totals";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { VariantOptions } from "@/components/variant-options";
import { formatDate, formatDateTime, formatPrice } from "@/lib/format";
import { imageUrl } from "@/lib/image-url";
import { deliveryDayLabel } from "@shared/delivery-dates";
import { orderStatusLabel, paymentMethodLabel } from "../lib/order-labels";
import { OrderStatusBadge, PaymentStatusBadge } from "./order-badges";
import { RefundsSection } from "./refunds-section";
import { TaxDocumentsList } from "./tax-documents-list";

interface OrderDetailsDialogProps {
  order: AdminOrder | null;
  onClose: () => void;
}

/** 'Order Details - #{orderNumber}': address, summary, items, notes and how the status changed. */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl [&>*]:min-w-0">{order ? <OrderDetails order={order} /> : null}</DialogContent>
    </Dialog>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  const deliveryBy = order.deliveryBy;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Order Details - #{order.orderNumber}</DialogTitle>
        <DialogDescription>Placed on {formatDate(order.createdAt)} by {order.customer.name}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge method={order.paymentMethod} status={order.paymentStatus} orderStatus={order.status} />
        <span className="ml-auto text-xl font-bold">{formatPrice(order.total)}</span>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-xl border border-border p-4">
          <h3 className="mb-2 font-semibold">Shipping Address</h3>
          <address className="space-y-0.5 text-sm not-italic">
            <p className="font-medium">
              {address.firstName} {address.lastName}
            </p>
            <p>{address.address}</p>
            <p>
              {address.city}, {address.state} - {address.pincode}
            </p>
            <p>Phone: {address.phone}</p>
          </address>
        </section>
        <section className="rounded-xl border border-border p-4">
          <h3 className="mb-2 font-semibold">Order Summary</h3>
          <OrderTotals
            totals={orderTotalsOf(order)}
            look="backOffice"
            extraRows={[
              { label: "Payment method", value: paymentMethodLabel(order.paymentMethod) },
              ...(deliveryBy ? [{ label: "Delivery by", value: deliveryDayLabel(deliveryBy) }] : []),
              ...(order.courier ? [{ label: "Courier", value: order.courier }] : []),
              ...(order.trackingNumber ? [{ label: "AWB / tracking", value: order.trackingNumber }] : []),
            ]}
          />
        </section>
      </div>

      <section>
        <h3 className="mb-2 font-semibold">Items</h3>
        {order.orderItems.length === 0 ? (
          <p className="text-sm text-muted-foreground">No order items found</p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {order.orderItems.map((item) => (
              <li key={item.id} className="flex items-center gap-3 p-3">
                <img
                  src={imageUrl(item.product.imageUrl, { width: 96, height: 96 })}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-muted object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{item.product.name}</p>
                  <VariantOptions options={item.variantOptions} className="text-xs" />
                  <p className="text-xs text-muted-foreground">
                    {item.quantity} x {formatPrice(item.price)}
                    {item.refundedQuantity > 0 ? ` · ${item.refundedQuantity} refunded` : null}
                  </p>
                </div>
                <p className="text-sm font-semibold">{formatPrice(item.total)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <RefundsSection key={order.id} order={order} />
      <TaxDocumentsList order={order} />

      {order.notes ? (
        <section>
          <h3 className="mb-1 font-semibold">Notes</h3>
          <p className="whitespace-pre-line text-sm text-muted-foreground">{order.notes}</p>
        </section>
      ) : null}

      {order.statusHistory.length > 0 ? (
        <section>
          <h3 className="mb-2 font-semibold">Status History</h3>
          <ol className="space-y-2 border-l-2 border-border pl-4 text-sm">
            {order.statusHistory.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <span className="font-medium">{orderStatusLabel(entry.status)}</span>
                <span className="text-muted-foreground"> · {formatDateTime(entry.at)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
