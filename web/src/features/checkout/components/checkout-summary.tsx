import type { TaxBreakdown, Totals } from "@shared/pricing";
import type { CartItem } from "@shared/schemas/cart";
import type { ReactNode } from "react";
import { OrderTotals } from "@/components/order-totals";
import { Card } from "@/components/ui/card";
import { formatPaise } from "@/lib/format";
import { imageUrl } from "@/lib/image-url";
import { VariantOptions } from "@/components/variant-options";

interface CheckoutSummaryProps {
  items: CartItem[];
  totals: Totals & Partial<TaxBreakdown> & { deliveryCharge?: number };
  lineTotal: (item: CartItem) => number;
  /** The shipping PIN code's delivery zone, naming its charge: "Delivery charge (Islands)". */
  deliveryZone?: string;
  /** The Place Order / Pay Now button. */
  children: ReactNode;
}

/** The order summary beside the form: the lines (scrolling past a maximum height) and the totals: items, GST, shipping, the delivery charge, total. */
export function CheckoutSummary({ items, totals, lineTotal, deliveryZone, children }: CheckoutSummaryProps) {
  return (
    <Card className="p-5 sm:p-6 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold">Order Summary</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls the list from its tab stop */}
      <ul aria-label="Items in your order" tabIndex={0} className="-mx-2 mt-4 max-h-72 divide-y divide-border overflow-y-auto px-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-2.5">
            <img
              src={imageUrl(item.product.imageUrl, { width: 96, height: 96 })}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="size-12 shrink-0 rounded-lg border border-border bg-muted object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{item.product.name}</p>
              <VariantOptions options={item.variant.options} className="text-xs" />
              <p className="text-xs text-muted-foreground">Qty: {item.quantity}</p>
            </div>
            <p className="text-sm font-semibold tabular-nums">{formatPaise(lineTotal(item))}</p>
          </li>
        ))}
      </ul>
      <OrderTotals
        totals={totals}
        deliveryChargeLabel={deliveryZone ? `Delivery charge (${deliveryZone})` : undefined}
        className="mt-4 border-t border-border pt-4"
      />
      <div className="mt-5">{children}</div>
    </Card>
  );
}
