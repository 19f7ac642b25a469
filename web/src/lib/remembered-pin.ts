import { useEffect, useState } from "react";
import { isPinCode } from "@shared/pin-codes";

/** The PIN code a shopper checked, kept for the visit (the tab's session): the product pages and the cart all show it. */
const STORAGE_KEY = "kiddokart.delivery-pincode";

export function readRememberedPin(): string | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored !== null && isPinCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberPin(pincode: string | null) {
  try {
    if (pincode === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, pincode);
  } catch {
    // Storage refused (private mode, quota): the PIN code is then kept on this page only.
  }
}

/**
 * The remembered PIN code (null when none) and a setter that remembers it too. `asked` is one the page's
 * address asked about (a plain form's `?pincode=`): it wins, and is remembered from then on.
 */
export function useRememberedPin(asked: string | null = null): [string | null, (pincode: string | null) => void] {
  const [pincode, setPincode] = useState(() => asked ?? readRememberedPin());
  useEffect(() => {
    if (asked !== null) rememberPin(asked);
  }, [asked]);
  return [
    pincode,
    (next) => {
      rememberPin(next);
      setPincode(next);
    },
  ];
}
