import { ORDER_STATUSES, type OrderStatus, orderStatusOf } from "@shared/constants";
import type { AdminOrder } from "@shared/schemas/admin";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useState } from "react";
import { ApiError } from "@/lib/api-client";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { ORDER_STATUS_LABELS } from "../lib/order-labels";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { ShipOrderDialog } from "./ship-order-dialog";

const FAILED = "Failed to update order status. Please try again.";

/** Statuses asked about in a dialog before anything changes. */
type Asked = Extract<OrderStatus, "cancelled" | "shipped">;

/**
 * Changes an order's status (any status to any other), saying which status the administrator saw, so a
 * change made meanwhile (say the customer cancelled) is refused, not overwritten. Cancelling first asks,
 * in a dialog, for a reason and shows what it refunds; shipping asks for the courier and AWB number.
 */
export function OrderStatusSelect({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<Asked | null>(null);

  function change(value: string) {
    const status = orderStatusOf(value);
    if (!status || status === order.status) return;
    if (status === "cancelled" || status === "shipped") {
      setAsking(status);
      return;
    }
    update.mutate(
      { orderId: order.id, status, expectedStatus: order.status },
      {
        onSuccess: () => toast({ title: "Order Updated", description: "Order status has been updated successfully." }),
        onError: (error) =>
          toast({
            title: "Error",
            // A 409 (the order changed meanwhile, or not enough stock to reopen it) explains itself.
            description: error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : FAILED,
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      <Select value={order.status} onValueChange={change} disabled={update.isPending}>
        <SelectTrigger className="h-9 w-full sm:w-40" aria-label={`Status of order ${order.orderNumber}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ORDER_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <CancelOrderDialog order={order} open={asking === "cancelled"} onClose={() => setAsking(null)} />
      <ShipOrderDialog order={order} open={asking === "shipped"} onClose={() => setAsking(null)} />
    </>
  );
}
