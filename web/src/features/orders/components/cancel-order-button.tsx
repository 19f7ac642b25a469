import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { useCancelOrder } from "../api/cancel-order";
import { useCancellation } from "../api/get-cancellation";

interface CancelOrderButtonProps {
  orderId: string;
  orderNumber: string;
  /** The order was paid (online): the dialog then says what comes back, as the server works it out. */
  paid: boolean;
}

/** 'Cancel Order' with a confirmation dialog; the order and the history refresh afterwards. */
export function CancelOrderButton({ orderId, orderNumber, paid }: CancelOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const preview = useCancellation(orderId, open && paid);
  const moneyBack = preview.data?.refund;

  function confirm() {
    cancel.mutate(orderId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Order Cancelled", description: `Order #${orderNumber} has been cancelled.` });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: "Error", description: errorMessage(error, "Failed to cancel order. Please try again."), variant: "destructive" });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-red-700 hover:text-red-800">
          Cancel Order
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this order?</DialogTitle>
          <DialogDescription>Order #{orderNumber} will be cancelled. This cannot be undone.</DialogDescription>
        </DialogHeader>
        {moneyBack ? (
          <p className="rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-950">
            <span className="font-semibold">{formatPrice(moneyBack.amount)} comes back</span> to your original payment method at once; banks usually
            show it within {moneyBack.within}.
          </p>
        ) : paid && preview.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Working out your refund...
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep Order</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending || (paid && preview.isPending)} onClick={confirm}>
            {cancel.isPending ? "Cancelling..." : "Yes, Cancel Order"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
