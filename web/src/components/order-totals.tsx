import type { Totals } from "@shared/pricing";
import { cn } from "@/lib/cn";
import { formatPaise } from "@/lib/format";

/**
 * Subtotal, 'GST (18%)', shipping ('Free' when nothing) and total, as a description list. The cart,
 * the checkout and the orders all show their amounts through here, in paise.
 */
export function OrderTotals({ totals, className }: { totals: Totals; className?: string }) {
  return (
    <dl className={cn("grid gap-2 text-sm", className)}>
      <Row label="Subtotal" value={formatPaise(totals.subtotal)} />
      <Row label="GST (18%)" value={formatPaise(totals.tax)} />
      <Row label="Shipping" value={totals.shipping === 0 ? "Free" : formatPaise(totals.shipping)} highlight={totals.shipping === 0} />
      <div className="mt-1 flex items-center justify-between gap-4 border-t border-border pt-3 text-base font-bold">
        <dt>Total</dt>
        <dd>{formatPaise(totals.total)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value, highlight = false }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("font-medium", highlight && "text-emerald-700")}>{value}</dd>
    </div>
  );
}
