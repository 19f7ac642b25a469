import { CalendarCheck } from "lucide-react";
import { deliveryPromise } from "@/lib/delivery-check";
import { formatPaise } from "@/lib/format";
import type { ShippingDelivery } from "../hooks/use-shipping-delivery";

/**
 * Under the shipping address: the promise for its PIN code ("Delivered by Fri, 27 Nov") and the zone's
 * charge. A PIN code the shop does not deliver to is said at the PIN code field instead.
 */
export function DeliveryNote({ delivery }: { delivery: ShippingDelivery }) {
  const { check } = delivery;
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {delivery.checking ? (
        <p className="mt-4 text-sm text-muted-foreground">Checking delivery to {delivery.pincode}...</p>
      ) : check?.deliverable ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm text-primary-strong">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{deliveryPromise(check)}</span>
            {delivery.charge > 0 ? ` · Delivery charge of ${formatPaise(delivery.charge)} for ${check.zone}` : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
