import { FREE_SHIPPING_ABOVE_PAISE, GST_PERCENT, SHIPPING_FEE_PAISE } from "./constants";
import { chargeTaxes, type LineTax, lineTax, type RateTax, taxByRate } from "./gst";
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

export type TotalsLook = keyof typeof TAX_LABELS;

export interface Totals {
  subtotal: Paise;
  tax: Paise;
  shipping: Paise;
  total: Paise;
}

/** How the tax was made: whether prices held it, and the tax of each rate. */
export interface TaxBreakdown {
  pricesIncludeGst: boolean;
  taxByRate: RateTax[];
}

export interface OrderPricing extends Totals, TaxBreakdown {
  /** Each line's taxable value and tax, in the order of the lines given. */
  lines: LineTax[];
  /** The delivery zone's extra charge for the shipping PIN code (0 when none), part of the total. */
  deliveryCharge: Paise;
  /** The GST of shipping and of the delivery charge, one entry per rate of the goods (shared/gst.ts chargeTaxes). */
  charges: { shipping: LineTax[]; delivery: LineTax[] };
  /** The part of `tax` that shipping and the delivery charge carry. */
  chargesTax: Paise;
}

export interface PricingLine {
  unitPrice: Paise;
  quantity: number;
  /** The product's GST slab (shared/gst.ts effectiveGstRate); 18% when not given. */
  gstRate?: number;
}

const taxOf = (lines: readonly LineTax[]) => lines.reduce((sum, line) => sum + line.tax, 0);

/**
 * An order's amounts. Each line is taxed on its own (shared/gst.ts) and so are shipping and the
 * delivery zone's charge, at the rates of the goods they deliver; the order's tax is the sum of them all.
 * Prices with GST (the shop's default): every amount holds its tax, total = subtotal + shipping +
 * delivery charge. Prices without GST: total = subtotal + tax + shipping + delivery charge.
 */
export function orderTotals(
  lines: ReadonlyArray<PricingLine>,
  { pricesIncludeGst = false, deliveryCharge = 0 }: { pricesIncludeGst?: boolean; deliveryCharge?: Paise } = {},
): OrderPricing {
  const taxed = lines.map((line) => lineTax(line.unitPrice * line.quantity, line.gstRate ?? GST_PERCENT, pricesIncludeGst));
  const subtotal = taxed.reduce((sum, line) => sum + line.lineTotal, 0);
  const shipping = shippingFor(subtotal);
  const charges = { shipping: chargeTaxes(shipping, taxed, pricesIncludeGst), delivery: chargeTaxes(deliveryCharge, taxed, pricesIncludeGst) };
  const chargesTax = taxOf(charges.shipping) + taxOf(charges.delivery);
  const tax = taxOf(taxed) + chargesTax;
  const total = (pricesIncludeGst ? subtotal : subtotal + tax) + shipping + deliveryCharge;
  const taxedAmounts = [...taxed, ...charges.shipping, ...charges.delivery];
  return { subtotal, tax, shipping, deliveryCharge, total, pricesIncludeGst, lines: taxed, charges, chargesTax, taxByRate: taxByRate(taxedAmounts) };
}

/**
 * The GST rows of the totals. Prices without GST, all at 18%: the one row the spec names ("GST (18%)").
 * Otherwise one row per rate, "+ GST 5%", or with prices holding the tax "GST 5% (incl.)"; the back
 * office says "Tax (GST 5%)" and "Tax (GST 5%, incl.)". Without a breakdown, one row of the whole tax.
 */
export function taxRows(totals: Totals & Partial<TaxBreakdown>, look: TotalsLook = "storefront"): Array<{ label: string; tax: Paise }> {
  const rates = totals.taxByRate ?? [];
  const included = totals.pricesIncludeGst === true;
  if (rates.length === 0 || (!included && rates.every((entry) => entry.rate === GST_PERCENT))) return [{ label: TAX_LABELS[look], tax: totals.tax }];
  return rates.map(({ rate, tax }) => ({
    label: look === "storefront" ? (included ? `GST ${rate}% (incl.)` : `+ GST ${rate}%`) : `Tax (GST ${rate}%${included ? ", incl." : ""})`,
    tax,
  }));
}

/** How much more the shopper must add for free shipping (0 once it is free). */
export function amountToFreeShipping(subtotal: Paise): Paise {
  return subtotal > FREE_SHIPPING_ABOVE_PAISE ? 0 : FREE_SHIPPING_ABOVE_PAISE + 1 - subtotal;
}
