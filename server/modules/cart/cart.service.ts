import type { AddToCartInput, BulkAddToCartInput, CartItem } from "@shared/schemas/cart";
import { effectiveGstRate } from "@shared/gst";
import { paiseToDecimal } from "@shared/money";
import type { Database } from "../../db/client";
import { type OptionPairs, optionsObject } from "../../db/variant-options";
import { inLockOrder } from "../../db/lock-order";
import { nameWithVariant } from "@shared/variant-label";
import { AppError, notFound } from "../../errors";
import { chooseVariant, type VariantOnSale, variantsForLines } from "../catalog/variant-choice";
import { tooManyUnits } from "./unit-limit";
import * as repo from "./cart.repo";

export function toCartItem(row: repo.CartLineRow): CartItem {
  const { product } = row;
  return {
    id: row.id,
    quantity: row.quantity,
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      imageUrl: product.imageUrl,
      price: paiseToDecimal(product.pricePaise),
      salePrice: product.salePricePaise === null ? null : paiseToDecimal(product.salePricePaise),
      stockQuantity: product.stockQuantity,
      isActive: product.isActive,
      brand: { name: product.brandName, slug: product.brandSlug },
      gstRate: effectiveGstRate(product, { gstRate: product.categoryGstRate }),
    },
    variant: { id: row.variant.id, options: optionsObject(row.variant.optionValues) },
  };
}

function notEnoughStock(variant: { productId: number; id: number; productName: string; optionValues: OptionPairs }, available: number) {
  const name = nameWithVariant(variant.productName, optionsObject(variant.optionValues));
  const message = available === 0 ? `${name} is out of stock` : `Only ${available} of ${name} left in stock`;
  return new AppError("insufficient_stock", message, { field: "quantity", details: { productId: variant.productId, variantId: variant.id, available } });
}

export interface CartDeps {
  /** The most units of one product one order may hold; a cart line never holds more. */
  maxUnitsPerProduct: number;
}

/**
 * The cart never holds more of a product than is in stock at the time of adding, nor more than one
 * order may hold; stock itself is only taken when an order is placed.
 */
export function createCartService(db: Database, { maxUnitsPerProduct }: CartDeps) {
  function withinLimit(productId: number, quantity: number): void {
    if (quantity > maxUnitsPerProduct) throw tooManyUnits(maxUnitsPerProduct, "quantity", productId);
  }

  return {
    async list(userId: string): Promise<CartItem[]> {
      return (await repo.listLines(db, userId)).map(toCartItem);
    },

    async add(userId: string, input: AddToCartInput): Promise<CartItem> {
      const variant = chooseVariant(await variantsForLines(db, [input]), input);
      const current = await repo.findLineByVariant(db, userId, variant.id);
      withinLimit(variant.productId, (current?.quantity ?? 0) + input.quantity);
      if ((current?.quantity ?? 0) + input.quantity > variant.stockQuantity) throw notEnoughStock(variant, variant.stockQuantity);
      await repo.addToLine(db, userId, variant, input.quantity);
      return toCartItem((await repo.findLineByVariant(db, userId, variant.id))!);
    },

    /** All or nothing: every variant must be on sale and have the stock, or nothing is added. */
    async addMany(userId: string, input: BulkAddToCartInput): Promise<{ message: string; added: number }> {
      const onSale = await variantsForLines(db, input.items);
      const wanted = new Map<number, { variant: VariantOnSale; quantity: number }>();
      for (const item of input.items) {
        const variant = chooseVariant(onSale, item);
        wanted.set(variant.id, { variant, quantity: (wanted.get(variant.id)?.quantity ?? 0) + item.quantity });
      }
      const inCart = new Map((await repo.listLines(db, userId)).map((line) => [line.variant.id, line.quantity]));
      for (const { variant, quantity } of wanted.values()) {
        withinLimit(variant.productId, (inCart.get(variant.id) ?? 0) + quantity);
        if ((inCart.get(variant.id) ?? 0) + quantity > variant.stockQuantity) throw notEnoughStock(variant, variant.stockQuantity);
      }
      await db.transaction(async (tx) => {
        // The customer's lines by variant id, as every transaction takes rows (server/db/lock-order.ts).
        for (const variantId of inLockOrder(wanted.keys())) await repo.addToLine(tx, userId, wanted.get(variantId)!.variant, wanted.get(variantId)!.quantity);
      });
      const added = wanted.size;
      return { message: `${added} ${added === 1 ? "product" : "products"} added to your cart`, added };
    },

    async setQuantity(userId: string, lineId: string, quantity: number): Promise<CartItem> {
      const line = await repo.findLine(db, userId, lineId);
      if (!line) throw notFound("Cart item");
      withinLimit(line.product.id, quantity);
      const variant = { productId: line.product.id, id: line.variant.id, productName: line.product.name, optionValues: line.variant.optionValues };
      if (quantity > line.product.stockQuantity) throw notEnoughStock(variant, line.product.stockQuantity);
      await repo.setLineQuantity(db, userId, lineId, quantity);
      return toCartItem({ ...line, quantity });
    },

    async remove(userId: string, lineId: string): Promise<void> {
      if (!(await repo.deleteLine(db, userId, lineId))) throw notFound("Cart item");
    },

    async clear(userId: string): Promise<void> {
      await repo.deleteAllLines(db, userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
