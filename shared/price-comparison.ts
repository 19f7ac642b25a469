import type { Paise } from "./money";

export interface PriceComparison {
  /** What the shopper pays: the sale price when there is one, else the price. */
  pays: Paise;
  /** Struck through beside it: the MRP when set, else the price; null when not on sale or nothing is saved. */
  original: Paise | null;
  /** The '% OFF' badge: rounded (original − pays) / original × 100; null without a whole percent to show. */
  percentOff: number | null;
}

/**
 * How a price reads. Only a product on sale shows an original: the MRP when it has one (what the
 * package says), else its own price. The badge is worked out from that same original, so the two
 * figures beside the price always agree.
 */
export function comparePrices({ pricePaise, salePricePaise, mrpPaise }: { pricePaise: Paise; salePricePaise: Paise | null; mrpPaise: Paise | null }): PriceComparison {
  const pays = salePricePaise ?? pricePaise;
  const candidate = mrpPaise ?? pricePaise;
  const onSale = salePricePaise !== null && salePricePaise < candidate;
  if (!onSale || candidate <= 0) return { pays, original: null, percentOff: null };
  const percent = Math.round(((candidate - pays) / candidate) * 100);
  return { pays, original: candidate, percentOff: percent > 0 ? percent : null };
}

/** A product's variants sell at different prices (the API's "499.00"s): it reads "from ₹…", the lowest. */
export function hasPriceRange(product: { priceRange: { min: string; max: string } }): boolean {
  return Number(product.priceRange.min) !== Number(product.priceRange.max);
}
