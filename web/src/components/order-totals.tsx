import type { Paise } from "@shared/money";
import { type TaxBreakdown, type Totals, taxRows } from "@shared/pricing";
import { cn } from "@/lib/cn";
import { formatPaise } from "@/lib/format";

/** The storefront's summaries (cart, checkout, the customer's order) and the back office's order dialog. */
const LOOKS = {
  storefront: {
    list: "grid gap-2",
    row: "flex items-center justify-between gap-4",
    value: "font-medium",
    total: "mt-1 flex items-center justify-between gap-4 border-t border-border pt-3 text-base font-bold",
    highlightFree: true,
  },
  backOffice: {
    list: "space-y-1",
    row: "flex justify-between",
    value: undefined,
    total: "flex justify-between border-t border-border pt-1 font-semibold",
    highlightFree: false,
  },
} as const;

interface OrderTotalsProps {
  /** With a breakdown (prices with or without GST, the tax of each rate), one GST row per rate. */
  totals: Totals & Partial<TaxBreakdown> & { deliveryCharge?: Paise };
  /** What the delivery zone's charge is called, "Delivery charge (Andaman and Nicobar)"; shown only when above 0. */
  deliveryChargeLabel?: string;
  look?: keyof typeof LOOKS;
  /** Rows after the total, such as the payment method. */
  extraRows?: ReadonlyArray<{ label: string; value: string }>;
  className?: string;
}

/**
 * Subtotal, GST, shipping ('Free' when nothing), the delivery zone's charge (when any) and total, as a description list. The cart, the
 * checkout, the orders and the back office's order dialog all show their amounts through here, in paise.
 * GST is one row, "GST (18%)", when every line is 18% added on top; else a row per rate, "+ GST 5%", or
 * "GST 5% (incl.)" under a "Subtotal (incl. GST)" when prices include it (shared/pricing.ts taxRows).
 */
export function OrderTotals({ totals, look = "storefront", deliveryChargeLabel = "Delivery charge", extraRows = [], className }: OrderTotalsProps) {
  const style = LOOKS[look];
  const row = (label: string, value: string, highlight = false) => (
    <div key={label} className={style.row}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn(style.value, highlight && "text-emerald-700") || undefined}>{value}</dd>
    </div>
  );
  const free = totals.shipping === 0;
  return (
    <dl className={cn(style.list, "text-sm", className)}>
      {row(totals.pricesIncludeGst ? "Subtotal (incl. GST)" : "Subtotal", formatPaise(totals.subtotal))}
      {taxRows(totals, look).map((tax) => row(tax.label, formatPaise(tax.tax)))}
      {row("Shipping", free ? "Free" : formatPaise(totals.shipping), free && style.highlightFree)}
      {totals.deliveryCharge ? row(deliveryChargeLabel, formatPaise(totals.deliveryCharge)) : null}
      <div className={style.total}>
        <dt>Total</dt>
        <dd>{formatPaise(totals.total)}</dd>
      </div>
      {extraRows.map((extra) => row(extra.label, extra.value))}
    </dl>
  );
}
