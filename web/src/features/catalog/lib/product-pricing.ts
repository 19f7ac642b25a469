import { comparePrices, type PriceComparison } from "@shared/price-comparison";
import { decimalToPaise } from "@shared/money";

/** The API's prices ("499.00") as a price display reads them; null when the price is not an amount. */
export function priceComparison(price: string, salePrice: string | null, mrp: string | null = null): PriceComparison | null {
  const pricePaise = decimalToPaise(price);
  if (pricePaise === null) return null;
  const salePricePaise = salePrice === null ? null : decimalToPaise(salePrice);
  const mrpPaise = mrp === null ? null : decimalToPaise(mrp);
  return comparePrices({ pricePaise, salePricePaise, mrpPaise });
}

/** True when the product has a sale price below what is struck through beside it (the MRP when set, else the price). */
export function isOnSale(price: string, salePrice: string | null, mrp: string | null = null): boolean {
  return priceComparison(price, salePrice, mrp)?.original != null;
}

/** The '{n}% OFF' badge's number, from the same original as the struck-through price; null without a discount worth a badge. */
export function discountPercent(price: string, salePrice: string | null, mrp: string | null = null): number | null {
  return priceComparison(price, salePrice, mrp)?.percentOff ?? null;
}
