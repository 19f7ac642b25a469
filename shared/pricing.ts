import { FREE_SHIPPING_ABOVE_PAISE, GST_PERCENT, SHIPPING_FEE_PAISE } from "./constants";
import type { Paise } from "./money";

/** What a shopper pays for one unit: the sale price when there is one, else the price. */
export function unitPrice(product: { pricePaise: Paise; salePricePaise: Paise | null }): Paise {
  return product.salePricePaise ?? product.pricePaise;
}

/**
 * Sale price from a discount percentage: price - price × discount / 100, to the paisa.
 * No sale price when either the price or the discount is not above zero.
 */
export function salePriceFromDiscount(pricePaise: Paise, discountPercent: number): Paise | null {
  if (!(pricePaise > 0) || !(discountPercent > 0)) return null;
  return Math.round(pricePaise - (pricePaise * Math.min(discountPercent, 100)) / 100);
}

/** The '% OFF' badge: rounded (price - sale) / price × 100; null when there is no discount. */
export function discountBadgePercent(pricePaise: Paise, salePricePaise: Paise | null): number | null {
  if (salePricePaise === null || pricePaise <= 0 || salePricePaise >= pricePaise) return null;
  return Math.round(((pricePaise - salePricePaise) / pricePaise) * 100);
}

export function shippingFor(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE_PAISE || subtotal === 0 ? 0 : SHIPPING_FEE_PAISE;
}

/** What the totals call the tax, from its rate: "GST (18%)" for shoppers, "Tax (GST 18%)" in the back office. */
export const TAX_LABELS = {
  storefront: `GST (${GST_PERCENT}%)`,
  backOffice: `Tax (GST ${GST_PERCENT}%)`,
} as const;

export interface Totals {
  subtotal: Paise;
  tax: Paise;
  shipping: Paise;
  total: Paise;
}

export function orderTotals(lines: ReadonlyArray<{ unitPrice: Paise; quantity: number }>): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const tax = Math.round((subtotal * GST_PERCENT) / 100);
  const shipping = shippingFor(subtotal);
  return { subtotal, tax, shipping, total: subtotal + tax + shipping };
}

/** How much more the shopper must add for free shipping (0 once it is free). */
export function amountToFreeShipping(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE_PAISE ? 0 : FREE_SHIPPING_ABOVE_PAISE + 1 - subtotal;
}
