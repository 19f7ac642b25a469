// The total a checkout shows for a cart, by the shop's own pricing rules (shared/pricing.ts), as the
// storefront computes it: the shop refuses an order whose total is not the one it computes.
import { tsImport } from "tsx/esm/api";

let rules;
const loadRules = async () => {
  const [pricing, money] = await Promise.all([tsImport("../shared/pricing.ts", import.meta.url), tsImport("../shared/money.ts", import.meta.url)]);
  return { ...pricing, ...money };
};

/** The cart lines of GET /api/cart, priced; the total in rupees as the API writes amounts ("1190.62"). */
export async function cartTotal(lines, { pricesIncludeGst }) {
  rules ??= loadRules();
  const { decimalToPaise, orderTotals, paiseToDecimal, unitPrice } = await rules;
  const paise = (amount) => decimalToPaise(amount) ?? 0;
  const pricing = orderTotals(
    lines.map(({ quantity, product }) => ({
      unitPrice: unitPrice({ pricePaise: paise(product.price), salePricePaise: product.salePrice === null ? null : paise(product.salePrice) }),
      quantity,
      gstRate: product.gstRate,
    })),
    { pricesIncludeGst },
  );
  return paiseToDecimal(pricing.total);
}
