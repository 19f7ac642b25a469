import { decimalToPaise, type Paise } from "@shared/money";
import { orderTotals, type Totals, unitPrice } from "@shared/pricing";
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

/** The cart's totals with the same rule the server charges by (shared/pricing.ts). */
export function cartTotals(items: readonly Pick<CartItem, "quantity" | "product">[]): Totals {
  return orderTotals(items.map((item) => ({ unitPrice: cartUnitPrice(item.product), quantity: item.quantity })));
}
