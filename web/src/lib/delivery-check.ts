import { deliveryDayLabel } from "@shared/delivery-dates";
import { decimalToPaise, type Paise } from "@shared/money";
import { isPinCode } from "@shared/pin-codes";
import type { DeliveryCheck } from "@shared/schemas/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/delivery/check?pincode=: whether the shop delivers there, by when, and whether cash on delivery is allowed. */
export function getDeliveryCheck(pincode: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  return api.get<DeliveryCheck>(`/api/delivery/check?pincode=${encodeURIComponent(pincode)}`, { signal });
}

export function deliveryCheckQueryOptions(pincode: string) {
  // The promise moves with the calendar and the back office's zones, so it is asked again after a few minutes.
  return queryOptions({ queryKey: queryKeys.delivery.check(pincode), queryFn: ({ signal }) => getDeliveryCheck(pincode, signal), staleTime: 5 * 60_000 });
}

/** The check of a PIN code; nothing is asked while `pincode` is not six digits. Shared by the product page, the cart and the checkout. */
export function useDeliveryCheck(pincode: string | null) {
  const asked = pincode !== null && isPinCode(pincode) ? pincode : "";
  return useQuery({ ...deliveryCheckQueryOptions(asked), enabled: asked !== "" });
}

/** "Delivered by Fri, 27 Nov" (the day is a calendar day in India, as the server sends it). */
export function deliveryPromise(check: { deliveryBy: string }): string {
  return `Delivered by ${deliveryDayLabel(check.deliveryBy)}`;
}

/** The zone's extra charge in paise (0 when none, or when the PIN code is not delivered). */
export function deliveryChargeOf(check: DeliveryCheck | undefined): Paise {
  return check?.deliverable ? (decimalToPaise(check.extraCharge) ?? 0) : 0;
}
