import { decimalToPaise } from "@shared/money";
import { cancelNeedsReason } from "@shared/order-cancel";
import type { AdminOrder } from "@shared/schemas/admin";
import { REFUND_REASON_MAX } from "@shared/schemas/refunds";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { formatPaise, formatPrice } from "@/lib/format";
import { useUpdateOrderStatus } from "../api/update-order-status";

interface CancelOrderDialogProps {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before cancelling: the reason (required when the order is paid, since the customer sees it with
 * the refund) and the amount the server says cancelling refunds by itself.
 */
export function CancelOrderDialog({ order, open, onClose }: CancelOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md">{open ? <CancelOrderForm order={order} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function CancelOrderForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const required = cancelNeedsReason(order.paymentStatus);
  const form = useShopForm<{ reason: string }, { reason: string | undefined }>({
    defaultValues: { reason: "" },
    check: ({ reason }) =>
      required && !reason.trim() ? { errors: { reason: "Please give a reason: the customer sees it with the refund" } } : { values: { reason: reason.trim() || undefined } },
    recheck: "never",
  });
  const update = useUpdateOrderStatus();
  const refund = decimalToPaise(order.refundOnCancel) ?? 0;

  function submit({ reason }: { reason: string | undefined }) {
    update.mutate(
      {
        orderId: order.id,
        status: "cancelled",
        expectedStatus: order.status,
        reason,
      },
      {
        onSuccess: (updated) => {
          const refunded = (decimalToPaise(updated.refunded) ?? 0) - (decimalToPaise(order.refunded) ?? 0);
          const description =
            refunded > 0 ? `Order #${order.orderNumber} cancelled; ${formatPaise(refunded)} will be refunded.` : `Order #${order.orderNumber} cancelled.`;
          toast({ title: "Order Cancelled", description });
          onClose();
        },
        onError: (failure) => {
          if (isUnauthorizedError(failure)) return;
          showServerErrors(form, failure);
          toast({
            title: "Error",
            description: errorMessage(failure, "Could not cancel the order. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Cancel order #{order.orderNumber}?</DialogTitle>
        <DialogDescription>Its stock goes back on sale and the customer is told by mail.</DialogDescription>
      </DialogHeader>
      {refund > 0 ? (
        <p className="rounded-xl border border-border bg-muted/40 p-3 text-sm" data-testid="cancel-refund-amount">
          <span className="font-semibold tabular-nums">{formatPaise(refund)}</span> will be refunded to the customer through Razorpay.
        </p>
      ) : required ? (
        <p className="rounded-xl border border-border bg-muted/40 p-3 text-sm" data-testid="cancel-refund-amount">
          Nothing is refunded by itself: this order was paid in cash, so refund its {formatPrice(order.total)} by hand with Refund.
        </p>
      ) : null}
      <Field
        name="reason"
        id="cancel-reason"
        label={required ? "Reason" : "Reason (optional)"}
        hint={required ? "Shown to the customer with the refund" : "Kept with the order's history"}
      >
        {(control, field) => (
          <Textarea {...control} {...field} name={undefined} className="min-h-20" maxLength={REFUND_REASON_MAX} placeholder="Out of stock at the warehouse" />
        )}
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          Keep order
        </Button>
        <Button type="submit" variant="destructive" disabled={update.isPending}>
          {update.isPending ? "Cancelling..." : refund > 0 ? `Cancel and refund ${formatPaise(refund)}` : "Cancel order"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
