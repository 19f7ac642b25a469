import type { MakerRole, NetQuantityUnit } from "./constants";
import { priceWithGst, type PriceTaxing } from "./gst";
import { formatRupees, type Paise } from "./money";

/**
 * A product's package declarations (Legal Metrology (Packaged Commodities) Rules) and the price rule
 * that follows from the MRP: what may be charged (what a price display strikes through is in
 * price-comparison.ts).
 */

/**
 * The refusal of a selling price above the MRP, or null when the price is within it (or there is no
 * MRP). The MRP includes all taxes, so it is compared with what a parent pays for one unit, GST
 * included: with prices that exclude GST, the price plus the GST at the product's rate.
 */
export function mrpRefusal(sellingPricePaise: Paise, mrpPaise: Paise | null, taxing: PriceTaxing): string | null {
  const paid = priceWithGst(sellingPricePaise, taxing);
  if (mrpPaise === null || paid <= mrpPaise) return null;
  if (taxing.pricesIncludeGst) return `The selling price ${formatRupees(sellingPricePaise)} may not exceed the MRP ${formatRupees(mrpPaise)}`;
  return `The selling price ${formatRupees(sellingPricePaise)} with ${taxing.gstRate}% GST is ${formatRupees(paid)}, above the MRP ${formatRupees(mrpPaise)}`;
}

/** "500.000" → "500", "1.250" → "1.25": the quantity as a package prints it. */
export function trimQuantity(quantity: string): string {
  return quantity.includes(".") ? quantity.replace(/0+$/, "").replace(/\.$/, "") : quantity;
}

export interface Declarations {
  netQuantity: string | null;
  netQuantityUnit: NetQuantityUnit | null;
  countryOfOrigin: string | null;
  makerRole: MakerRole | null;
  makerName: string | null;
  makerAddress: string | null;
  bestBeforeMonths: number | null;
}

/** A product's declarations, picked from a row or a record that holds them (the quantity without trailing zeros). */
export function declarationsOf(product: Declarations): Declarations {
  return {
    netQuantity: product.netQuantity === null ? null : trimQuantity(product.netQuantity),
    netQuantityUnit: product.netQuantityUnit,
    countryOfOrigin: product.countryOfOrigin,
    makerRole: product.makerRole,
    makerName: product.makerName,
    makerAddress: product.makerAddress,
    bestBeforeMonths: product.bestBeforeMonths,
  };
}

const UNIT_LABELS: Record<NetQuantityUnit, [one: string, many: string]> = {
  g: ["g", "g"],
  kg: ["kg", "kg"],
  ml: ["ml", "ml"],
  // A capital L, so that "1 l" is never read as "11".
  l: ["L", "L"],
  cm: ["cm", "cm"],
  m: ["m", "m"],
  pieces: ["piece", "pieces"],
  pairs: ["pair", "pairs"],
};

/** "500 ml", "1 piece", "72 pieces", "1.5 kg". */
export function netQuantityText(quantity: string, unit: NetQuantityUnit): string {
  const amount = trimQuantity(quantity);
  const [one, many] = UNIT_LABELS[unit];
  return `${amount} ${Number(amount) === 1 ? one : many}`;
}

export const MAKER_ROLE_LABELS: Record<MakerRole, string> = {
  manufacturer: "Manufactured by",
  packer: "Packed by",
  importer: "Imported by",
};

/** "24 months from manufacture", "1 month from manufacture". */
export function bestBeforeText(months: number): string {
  return `${months} ${months === 1 ? "month" : "months"} from manufacture`;
}
