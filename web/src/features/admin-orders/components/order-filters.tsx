import { ORDER_STATUSES, type OrderStatus, orderStatusOf, PAYMENT_STATUSES, type PaymentStatus, paymentStatusOf } from "@shared/constants";
import { FilterX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../lib/order-labels";

/** Names no status, so choosing it clears the filter. */
const ALL = "all";

export interface OrderFilterValues {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
}

interface OrderFiltersProps {
  value: OrderFilterValues;
  onChange: (value: OrderFilterValues) => void;
}

/** Order status and payment status, each with 'All', and Clear Filters. */
export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor="order-status-filter">Order status</Label>
        <Select
          value={value.status ?? ALL}
          onValueChange={(status) => onChange({ ...value, status: orderStatusOf(status) })}
        >
          <SelectTrigger id="order-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All</SelectItem>
            {ORDER_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="payment-status-filter">Payment status</Label>
        <Select
          value={value.paymentStatus ?? ALL}
          onValueChange={(status) => onChange({ ...value, paymentStatus: paymentStatusOf(status) })}
        >
          <SelectTrigger id="payment-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All</SelectItem>
            {PAYMENT_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button variant="outline" onClick={() => onChange({})}>
        <FilterX aria-hidden="true" />
        Clear Filters
      </Button>
    </div>
  );
}
