import { lineTax, priceWithGst } from "@shared/gst";
import type { Random } from "./random";

/** About a third of the products are sold below their MRP; the rest at it. */
const BELOW_MRP_SHARE = 0.35;

/** Rupees rounded to a shop price ending in 9 (₹649, ₹1,299, ₹14,999). */
export function shopRupees(rupees: number): number {
  const step = rupees < 1000 ? 10 : rupees < 10_000 ? 100 : 500;
  return Math.max(step, Math.round(rupees / step) * step) - 1;
}

/**
 * The demo's shop prices are what a parent pays (₹549). A shop whose prices exclude GST gets the price
 * before GST, the paisa below when rounding would take the price with GST above the shop price (and so
 * above an MRP equal to it).
 */
export function priceBeforeGst(shopPricePaise: number, gstRate: number): number {
  const before = shopPricePaise - lineTax(shopPricePaise, gstRate, true).tax;
  return priceWithGst(before, { gstRate, pricesIncludeGst: false }) > shopPricePaise ? before - 1 : before;
}

/**
 * The MRP printed on a package whose shop price is `shopPricePaise`: that price, or a little above it. As
 * the shop price holds GST, a selling price before GST plus GST never goes above it.
 */
export function drawMrp(random: Random, shopPricePaise: number): number {
  return random.chance(BELOW_MRP_SHARE) ? mrpAbove(shopPricePaise, 1.05 + random.next() * 0.15) : shopPricePaise;
}

/** `pricePaise` raised by `factor` and rounded up to a shop price ending in 9 (₹549, ₹1,399). */
function mrpAbove(pricePaise: number, factor: number): number {
  const rupees = (pricePaise / 100) * factor;
  const step = rupees < 1000 ? 10 : rupees < 10_000 ? 100 : 500;
  return Math.max(pricePaise, (Math.ceil((rupees + 1) / step) * step - 1) * 100);
}
