import type { SavedAddress } from "@shared/schemas/orders";
import { cityOfPinCode } from "@shared/pin-cities";
import { statesOfPinCode } from "@shared/pin-regions";
import { type AddressValues, EMPTY_ADDRESS } from "./checkout-payload";

/**
 * The shipping address checkout starts with: the saved address of the PIN code the shopper checked in
 * the cart, else (no PIN code checked) the last one used; a PIN code no saved address has starts a new
 * address with it, its state filled in.
 */
export function initialShippingAddress(saved: readonly SavedAddress[], checkedPin: string | null): AddressValues {
  if (checkedPin === null) return saved[0] ? { ...saved[0] } : EMPTY_ADDRESS;
  const samePin = saved.find((address) => address.pincode === checkedPin);
  if (samePin) return { ...samePin };
  return withPinCode(EMPTY_ADDRESS, checkedPin, saved);
}

/**
 * The address once its PIN code is `pincode`: the state the PIN code's region names (when it names one
 * only), and the city of a saved address with that PIN code, else of a large city's PIN codes, each only
 * where the shopper left it empty.
 */
export function withPinCode(address: AddressValues, pincode: string, saved: readonly SavedAddress[]): AddressValues {
  const states = statesOfPinCode(pincode);
  const known = saved.find((other) => other.pincode === pincode);
  return {
    ...address,
    pincode,
    state: address.state === "" && states.length === 1 ? states[0]! : address.state,
    city: address.city === "" ? (known?.city ?? cityOfPinCode(pincode) ?? "") : address.city,
  };
}

/** "Asha Verma, 12 MG Road, Jaipur 302001": a saved address on one line. */
export function addressSummary(address: SavedAddress): string {
  return `${address.firstName} ${address.lastName}, ${address.address}, ${address.city} ${address.pincode}`;
}
