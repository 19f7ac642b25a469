import { decimalToPaise } from "@shared/money";
import { discountBadgePercent } from "@shared/pricing";

function paiseOf(price: string, salePrice: string | null) {
  return { pricePaise: decimalToPaise(price), salePaise: salePrice === null ? null : decimalToPaise(salePrice) };
}

/** True when the product has a sale price below its price (the shopper pays the sale price). */
export function isOnSale(price: string, salePrice: string | null): boolean {
  const { pricePaise, salePaise } = paiseOf(price, salePrice);
  return pricePaise !== null && salePaise !== null && salePaise < pricePaise;
}

/** The '{n}% OFF' badge's number, or null when there is no discount worth a badge. */
export function discountPercent(price: string, salePrice: string | null): number | null {
  const { pricePaise, salePaise } = paiseOf(price, salePrice);
  if (pricePaise === null || salePaise === null) return null;
  const percent = discountBadgePercent(pricePaise, salePaise);
  return percent !== null && percent > 0 ? percent : null;
}
