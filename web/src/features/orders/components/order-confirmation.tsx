import type { Order } from "@shared/schemas/orders";
import { ArrowRight, CalendarCheck, CircleCheck, Wallet } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { useOrder } from "../api/get-order";
import { expectedDelivery, isPayOnDelivery } from "../lib/order-labels";
import { OrderBadges } from "./order-badges";
import { VariantOptions } from "@/components/variant-options";

/** The page after Place Order or a verified payment: what was ordered, how it is paid and when it comes. */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const query = useOrder(orderId);
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-4">
        <span className="sr-only">Loading your order...</span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="py-10 text-center">
        <h1 className="text-2xl font-bold">{query.error instanceof ApiError && query.error.status === 404 ? "Order not found" : "The order could not be loaded"}</h1>
        <Button asChild className="mt-4">
          <Link to={paths.orders.href()}>Go to My Orders</Link>
        </Button>
      </div>
    );
  }
  return <ConfirmationBody order={query.data} />;
}

function ConfirmationBody({ order }: { order: Order }) {
  const cancelled = order.status === "cancelled";
  const expected = expectedDelivery(order);
  const payOnDelivery = isPayOnDelivery(order.paymentMethod, order.paymentStatus, order.status);
  return (
    <>
      <div className="text-center">
        <CircleCheck aria-hidden="true" className={cancelled ? "mx-auto size-12 text-muted-foreground" : "mx-auto size-12 text-emerald-600"} />
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{cancelled ? "This order was cancelled" : "Thank you! Your order is placed"}</h1>
        <p className="mt-1 text-muted-foreground">
          Order <span className="font-semibold text-foreground">#{order.orderNumber}</span>
          {cancelled ? null : " · a confirmation e-mail is on its way"}
        </p>
        <div className="mt-3 flex justify-center">
          <OrderBadges status={order.status} paymentStatus={order.paymentStatus} paymentMethod={order.paymentMethod} />
        </div>
      </div>

      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {expected ? (
          <Fact icon={<CalendarCheck aria-hidden="true" />} term="Expected delivery">
            {expected}
          </Fact>
        ) : null}
        <Fact icon={<Wallet aria-hidden="true" />} term="Payment">
          {payOnDelivery ? `Pay on delivery: keep ${formatPrice(order.total)} ready (cash, or UPI where the courier takes it)` : paidWords(order)}
        </Fact>
      </ul>

      <Card className="mt-6 p-4 sm:p-6">
        <h2 className="text-lg font-bold">Items</h2>
        <ul className="mt-2 divide-y divide-border">
          {order.orderItems.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{item.product.name}</span>
                <span className="text-muted-foreground"> × {item.quantity}</span>
                <VariantOptions options={item.variantOptions} />
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatPrice(item.total)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-border pt-3 text-base font-bold">
          <span>Total</span>
          <span className="tabular-nums">{formatPrice(order.total)}</span>
        </p>
      </Card>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={paths.orderDetail.href(order.id)}>View Order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.products.href()}>
            Continue Shopping
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </>
  );
}

function paidWords(order: Order): string {
  if (order.paymentMethod === "cod" && order.paymentStatus === "pending") return "Nothing to pay: the order was cancelled";
  if (order.paymentStatus === "paid") return `Paid online: ${formatPrice(order.total)}`;
  if (order.paymentStatus === "pending") return "Waiting for your online payment to be confirmed";
  return `Payment ${order.paymentStatus.replace("_", " ")}`;
}

function Fact({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-5">{icon}</span>
      <div className="min-w-0 text-sm">
        <p className="text-muted-foreground">{term}</p>
        <p className="mt-0.5 font-semibold text-foreground">{children}</p>
      </div>
    </li>
  );
}
