import type { Order } from "@shared/schemas/orders";
import { Badge } from "@/components/ui/badge";
import { formatPrice } from "@/lib/format";
import { REFUND_METHOD_LABELS, refundStateVariant } from "@/lib/refund-labels";
import { refundStateWords } from "../lib/refund-words";

/** What was refunded of the order: each refund with its state in words, and the total. */
export function OrderRefunds({ order }: { order: Order }) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="grid gap-1 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold tabular-nums">{formatPrice(refund.amount)}</span>
              <Badge variant={refundStateVariant(refund.state)}>{refundStateWords(refund)}</Badge>
            </div>
            <p className="text-muted-foreground">
              {refund.method === "razorpay" ? "To your original payment method" : `By ${REFUND_METHOD_LABELS[refund.method].toLowerCase()}`}
              {refund.reason ? ` · ${refund.reason}` : null}
            </p>
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-border pt-3 text-sm font-bold">
        <span>Total refunded</span>
        <span className="tabular-nums">{formatPrice(order.refunded)}</span>
      </p>
    </div>
  );
}
