import { DeliveryHolidaysSection } from "./delivery-holidays-section";
import { DeliveryZonesSection } from "./delivery-zones-section";

/** Settings › Delivery (see docs/product/admin-delivery.md): the zones, then the holidays. */
export function DeliverySettingsPanel() {
  return (
    <div className="grid gap-6">
      <DeliveryZonesSection />
      <DeliveryHolidaysSection />
    </div>
  );
}
