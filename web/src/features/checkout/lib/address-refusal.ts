import { ApiError } from "@/lib/api-client";
import { type AddressValues, EMPTY_ADDRESS } from "./checkout-payload";

/**
 * The shipping-address field a refused order names, with the server's message: 409 {field:
 * "shippingAddress.pincode", message: "We do not deliver to PIN code 799001 yet."}, or a 400 whose issue
 * path is "orderData.shippingAddress.pincode" (a PIN code of another state). Null for anything else.
 */
export function shippingAddressRefusal(error: unknown): { field: keyof AddressValues; message: string } | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const { field, message, issues = [] } = error.body;
  if (field && message) {
    const name = shippingFieldOf(field);
    if (name) return { field: name, message };
  }
  for (const issue of issues) {
    const name = shippingFieldOf(issue.path);
    if (name) return { field: name, message: issue.message };
  }
  return null;
}

function shippingFieldOf(path: string): keyof AddressValues | null {
  const name = /(?:^|\.)shippingAddress\.(\w+)$/.exec(path)?.[1];
  return name !== undefined && Object.hasOwn(EMPTY_ADDRESS, name) ? (name as keyof AddressValues) : null;
}
