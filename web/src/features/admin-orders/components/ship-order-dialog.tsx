import type { AdminOrder } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useUpdateOrderStatus } from "../api/update-order-status";

interface ShipOrderDialogProps {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
}

/** Asks who carries the parcel and its AWB number (both optional) before marking the order shipped. */
export function ShipOrderDialog({ order, open, onClose }: ShipOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md">{open ? <ShipOrderForm order={order} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

interface ShipValues {
  courier: string;
  trackingNumber: string;
}

function ShipOrderForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const form = useShopForm<ShipValues, Partial<ShipValues>>({
    defaultValues: { courier: order.courier ?? "", trackingNumber: order.trackingNumber ?? "" },
    // Both are optional: empty is sent as none.
    check: ({ courier, trackingNumber }) => ({ values: { courier: courier.trim() || undefined, trackingNumber: trackingNumber.trim() || undefined } }),
    recheck: "never",
  });
  const update = useUpdateOrderStatus();

  function submit({ courier, trackingNumber }: Partial<ShipValues>) {
    update.mutate(
      { orderId: order.id, status: "shipped", expectedStatus: order.status, courier, trackingNumber },
      {
        onSuccess: () => {
          toast({ title: "Order Shipped", description: `Order #${order.orderNumber} is marked shipped.` });
          onClose();
        },
        onError: (failure) => {
          if (isUnauthorizedError(failure)) return;
          showServerErrors(form, failure);
          toast({ title: "Error", description: errorMessage(failure, "Failed to update order status. Please try again."), variant: "destructive" });
        },
      },
    );
  }

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Ship order #{order.orderNumber}?</DialogTitle>
        <DialogDescription>Its tax invoice is issued and the customer sees the courier and tracking number given here.</DialogDescription>
      </DialogHeader>
      <Field name="courier" id="ship-courier" label="Courier (optional)">
        {(control, field) => <Input {...control} {...field} name={undefined} maxLength={60} placeholder="Delhivery" />}
      </Field>
      <Field name="trackingNumber" id="ship-tracking" label="AWB / tracking number (optional)">
        {(control, field) => <Input {...control} {...field} name={undefined} maxLength={40} />}
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          Not yet
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Mark shipped"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
