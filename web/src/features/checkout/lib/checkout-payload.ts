import { paiseToDecimal } from "@shared/money";
import type { Totals } from "@shared/pricing";
import type { CartItem } from "@shared/schemas/cart";
import type { PlaceOrderInput, ShippingAddress } from "@shared/schemas/orders";

export const EMPTY_ADDRESS = { firstName: "", lastName: "", address: "", city: "", state: "", pincode: "", phone: "" };
export type AddressValues = typeof EMPTY_ADDRESS;

export type PaymentChoice = "cod" | "razorpay";

export interface CheckoutDetails {
  shippingAddress: ShippingAddress;
  /** The billing fields as typed; ignored when `sameAsShipping`. */
  billing: AddressValues;
  sameAsShipping: boolean;
  notes: string;
}

/** With 'same as shipping' checked the shipping address is the billing address. */
export function billingAddressOf(details: CheckoutDetails): AddressValues {
  if (details.sameAsShipping) return { ...details.shippingAddress };
  const trimmed = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(trimmed) as (keyof AddressValues)[]) trimmed[key] = details.billing[key].trim();
  return trimmed;
}

/** The order details both ways of paying send: the addresses and, when given, the notes. */
export function orderDataOf(details: CheckoutDetails) {
  const notes = details.notes.trim();
  return { shippingAddress: details.shippingAddress, billingAddress: billingAddressOf(details), ...(notes ? { notes } : {}) };
}

/**
 * POST /api/orders' body for cash on delivery: the totals the shopper saw (the server refuses another
 * total with 409 price_changed) and every line at its unit price.
 */
export function cashOnDeliveryBody(
  items: readonly CartItem[],
  totals: Totals & { deliveryCharge?: number },
  details: CheckoutDetails,
  unitPriceOf: (item: CartItem) => number,
): PlaceOrderInput {
  return {
    orderData: {
      subtotal: paiseToDecimal(totals.subtotal),
      tax: paiseToDecimal(totals.tax),
      shipping: paiseToDecimal(totals.shipping),
      ...(totals.deliveryCharge ? { deliveryCharge: paiseToDecimal(totals.deliveryCharge) } : {}),
      total: paiseToDecimal(totals.total),
      ...orderDataOf(details),
      paymentMethod: "cod",
      paymentStatus: "pending",
      status: "confirmed",
    },
    items: items.map((item) => ({
      productId: item.product.id,
      variantId: item.variant.id,
      quantity: item.quantity,
      price: paiseToDecimal(unitPriceOf(item)),
      total: paiseToDecimal(unitPriceOf(item) * item.quantity),
    })),
  };
}

/**
 * What makes one checkout attempt: the lines, the total, the way of paying, the addresses and the notes.
 * The server answers 422 to an Idempotency-Key reused for a different order, so any change needs a new key.
 */
export function attemptSignature(items: readonly CartItem[], total: number, method: PaymentChoice, details: CheckoutDetails): string {
  return `${method}|${total}|${items.map((item) => `${item.variant.id}x${item.quantity}`).join(",")}|${JSON.stringify(orderDataOf(details))}`;
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
