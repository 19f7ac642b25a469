import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useCancelOrder } from "../api/cancel-order";

/** 'Cancel Order' with a confirmation dialog; the order and the history refresh afterwards. */
export function CancelOrderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();

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
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep Order</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} onClick={confirm}>
            {cancel.isPending ? "Cancelling..." : "Yes, Cancel Order"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
