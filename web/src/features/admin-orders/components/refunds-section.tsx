import type { AdminOrder } from "@shared/schemas/admin";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatPrice } from "@/lib/format";
import { REFUND_METHOD_LABELS, REFUND_STATE_LABELS, refundStateVariant } from "@/lib/refund-labels";
import { canRefund } from "../lib/refunds";
import { RefundForm } from "./refund-form";

/** The order's refunds, what they give back in all, and 'Refund' while something is left to refund. */
export function RefundsSection({ order }: { order: AdminOrder }) {
  const [formOpen, setFormOpen] = useState(false);
  const refundable = canRefund(order);
  return (
    <section aria-labelledby="order-refunds-heading" className="grid gap-3 [&>*]:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="order-refunds-heading" className="font-semibold">
          Refunds
        </h3>
        {refundable && !formOpen ? (
          <Button variant="outline" size="sm" onClick={() => setFormOpen(true)}>
            <Undo2 aria-hidden="true" />
            Refund
          </Button>
        ) : null}
      </div>
      {order.refunds.length === 0 ? (
        <p className="text-sm text-muted-foreground">No refunds</p>
      ) : (
        <>
          <ul className="divide-y divide-border rounded-xl border border-border">
            {order.refunds.map((refund) => (
              <li key={refund.id} className="grid gap-1 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold tabular-nums">{formatPrice(refund.amount)}</span>
                  <Badge variant={refundStateVariant(refund.state)}>{REFUND_STATE_LABELS[refund.state]}</Badge>
                  <span className="text-muted-foreground">{REFUND_METHOD_LABELS[refund.method]}</span>
                  <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(refund.createdAt)}</span>
                </div>
                <p className="break-words">{refund.reason}</p>
                {refund.reference || refund.restocked ? (
                  <p className="break-all text-xs text-muted-foreground">
                    {[refund.reference ? `Reference: ${refund.reference}` : null, refund.restocked ? "Returned to stock" : null].filter(Boolean).join(" · ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="flex justify-between text-sm font-semibold">
            <span>Refunded</span>
            <span className="tabular-nums">{formatPrice(order.refunded)}</span>
          </p>
        </>
      )}
      {formOpen && refundable ? <RefundForm order={order} onDone={() => setFormOpen(false)} /> : null}
    </section>
  );
}
