import { decimalToPaise, type Paise } from "@shared/money";
import { type OrderPricing, orderTotals, unitPrice } from "@shared/pricing";
import type { CartItem } from "@shared/schemas/cart";

/** What one unit of a cart line costs: the sale price when there is one, in paise. */
export function cartUnitPrice(product: Pick<CartItem["product"], "price" | "salePrice">): Paise {
  return unitPrice({
    pricePaise: decimalToPaise(product.price) ?? 0,
    salePricePaise: product.salePrice === null ? null : decimalToPaise(product.salePrice),
  });
}

export function cartLineTotal(item: Pick<CartItem, "quantity" | "product">): Paise {
  return cartUnitPrice(item.product) * item.quantity;
}

/**
 * The cart's totals with the same rule the server charges by (shared/pricing.ts): each line at its
 * product's GST rate, the tax added to prices or, when prices include GST, taken out of them; then the
 * delivery zone's extra charge for the shipping PIN code (untaxed, like shipping), part of the total.
 */
export function cartTotals(
  items: readonly Pick<CartItem, "quantity" | "product">[],
  { pricesIncludeGst = false, deliveryCharge = 0 }: { pricesIncludeGst?: boolean; deliveryCharge?: Paise } = {},
): OrderPricing {
  return orderTotals(
    items.map((item) => ({ unitPrice: cartUnitPrice(item.product), quantity: item.quantity, gstRate: item.product.gstRate })),
    { pricesIncludeGst, deliveryCharge },
  );
}
