import type { DeliveryCheck } from "@shared/schemas/delivery";
import { useEffect, useState } from "react";
import { isPinCode } from "@shared/pin-codes";
import { deliveryChargeOf, useDeliveryCheck } from "@/lib/delivery-check";

/** The shop is asked this long after the last keystroke in the PIN code field. */
export const DELIVERY_CHECK_DEBOUNCE_MS = 400;

export interface ShippingDelivery {
  /** The PIN code as typed, trimmed. */
  pincode: string;
  /** A 6-digit PIN code whose answer has not come yet. */
  checking: boolean;
  /** The answer for the PIN code as it is now; undefined while typing, checking, or when the check failed. */
  check: DeliveryCheck | undefined;
  notDelivered: boolean;
  /** False only when the zone of the PIN code refuses cash on delivery. */
  codAvailable: boolean;
  /** The zone's extra charge in paise (0 when none). */
  charge: number;
  /** The zone's name, for "Delivery charge (Zone)". */
  zone: string | undefined;
}

/**
 * What the shop says about delivering to the shipping PIN code, asked once the typing pauses on six
 * digits. The server checks again when the order is placed; this only tells the shopper early.
 */
export function useShippingDelivery(pincodeText: string): ShippingDelivery {
  const pincode = pincodeText.trim();
  const valid = isPinCode(pincode);
  const [asked, setAsked] = useState("");
  if (!valid && asked !== "") setAsked("");
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => setAsked(pincode), DELIVERY_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pincode, valid]);
  const query = useDeliveryCheck(asked === "" ? null : asked);

  const check = valid && asked === pincode ? query.data : undefined;
  return {
    pincode,
    checking: valid && check === undefined && !(asked === pincode && query.isError),
    check,
    notDelivered: check?.deliverable === false,
    codAvailable: check?.deliverable ? check.codAvailable : true,
    charge: deliveryChargeOf(check),
    zone: check?.deliverable ? check.zone : undefined,
  };
}
