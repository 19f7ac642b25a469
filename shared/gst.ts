import { allocate } from "./allocate";
import { GST_PERCENT, GST_RATES, type GstRate } from "./constants";
import type { Paise } from "./money";

/**
 * GST of the shop (see docs/decisions/015-gst-per-line.md): each line is taxed on its own at its
 * product's rate, rounded half up to the paisa; an order's tax is the sum of its lines' taxes.
 */

/** A product's or a category's own tax settings; null takes the next default. */
export interface TaxSettings {
  gstRate: number | null;
  hsnCode: string | null;
}

/** The rate a product is sold at: its own, else its category's, else 18%. */
export function effectiveGstRate(product: Pick<TaxSettings, "gstRate">, category?: Pick<TaxSettings, "gstRate"> | null): number {
  return product.gstRate ?? category?.gstRate ?? GST_PERCENT;
}

/** The HSN code a product is sold under: its own, else its category's, else none. */
export function effectiveHsnCode(product: Pick<TaxSettings, "hsnCode">, category?: Pick<TaxSettings, "hsnCode"> | null): string | null {
  return product.hsnCode || category?.hsnCode || null;
}

export function isGstRate(value: unknown): value is GstRate {
  return (GST_RATES as readonly unknown[]).includes(value);
}

/** numerator / denominator rounded half up, in integers (both non-negative, denominator above zero). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface LineTax {
  /** What the line's units cost together, as shown to the shopper. */
  lineTotal: Paise;
  gstRate: number;
  /** The line's value before GST. */
  taxable: Paise;
  tax: Paise;
}

/**
 * One line's tax. Prices without GST (the default): the line total is taxable and its tax is added,
 * tax = round(total × rate / 100). Prices with GST: the line total is what the shopper pays and holds
 * the tax, tax = round(total × rate / (100 + rate)), taxable = total − tax.
 */
export function lineTax(lineTotal: Paise, gstRate: number, pricesIncludeGst: boolean): LineTax {
  const tax = pricesIncludeGst ? divideRoundingHalfUp(lineTotal * gstRate, 100 + gstRate) : divideRoundingHalfUp(lineTotal * gstRate, 100);
  return { lineTotal, gstRate, taxable: pricesIncludeGst ? lineTotal - tax : lineTotal, tax };
}

/** How a price is taxed: the product's rate, and whether the shop's prices hold the tax. */
export interface PriceTaxing {
  gstRate: number;
  pricesIncludeGst: boolean;
}

/** What a parent pays for one unit at `pricePaise`, GST included: the price itself when prices include GST. */
export function priceWithGst(pricePaise: Paise, { gstRate, pricesIncludeGst }: PriceTaxing): Paise {
  return pricesIncludeGst ? pricePaise : pricePaise + lineTax(pricePaise, gstRate, false).tax;
}

export interface RateTax {
  rate: number;
  taxable: Paise;
  tax: Paise;
}

/** The lines' taxable value and tax added up per rate, lowest rate first (for the totals' GST rows). */
export function taxByRate(lines: ReadonlyArray<{ gstRate: number; taxable: Paise; tax: Paise }>): RateTax[] {
  const byRate = new Map<number, RateTax>();
  for (const line of lines) {
    const entry = byRate.get(line.gstRate) ?? { rate: line.gstRate, taxable: 0, tax: 0 };
    entry.taxable += line.taxable;
    entry.tax += line.tax;
    byRate.set(line.gstRate, entry);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/**
 * The GST of a charge made with the goods (shipping, the delivery zone's charge). Delivery by the seller
 * is part of one composite supply, taxed at the rate of the goods it delivers: the charge is shared over
 * the basket's rates by the taxable value of each (allocate: to the paisa) and each share is taxed as a
 * line of that rate. One entry per rate that gets a share, lowest rate first; none for no charge.
 */
export function chargeTaxes(chargePaise: Paise, goods: ReadonlyArray<Pick<LineTax, "gstRate" | "taxable">>, pricesIncludeGst: boolean): LineTax[] {
  if (chargePaise <= 0) return [];
  const rates = taxByRate(goods.map((line) => ({ ...line, tax: 0 }))).filter((entry) => entry.taxable > 0);
  if (rates.length === 0) return [lineTax(chargePaise, GST_PERCENT, pricesIncludeGst)];
  const shares = allocate(chargePaise, rates.map((entry) => entry.taxable));
  return rates.flatMap((entry, index) => (shares[index]! > 0 ? [lineTax(shares[index]!, entry.rate, pricesIncludeGst)] : []));
}

/**
 * Within the seller's state a tax is charged half as CGST and half as SGST. An odd paisa goes to
 * CGST (cgst = ceil(tax / 2)), so the two always add up to the tax exactly.
 */
export function splitIntraState(tax: Paise): { cgst: Paise; sgst: Paise } {
  const cgst = Math.ceil(tax / 2);
  return { cgst, sgst: tax - cgst };
}
