import type { AddToCartInput, BulkAddToCartInput, CartItem } from "@shared/schemas/cart";
import { effectiveGstRate } from "@shared/gst";
import { paiseToDecimal } from "@shared/money";
import type { Database } from "../../db/client";
import { inLockOrder } from "../../db/lock-order";
import { AppError, notFound } from "../../errors";
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
  };
}

function notEnoughStock(name: string, available: number, productId: number) {
  const message = available === 0 ? `${name} is out of stock` : `Only ${available} of ${name} left in stock`;
  return new AppError("insufficient_stock", message, { field: "quantity", details: { productId, available } });
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

  async function sellable(productId: number) {
    const [product] = await repo.findSellableProducts(db, [productId]);
    if (!product) throw notFound("Product");
    return product;
  }

  return {
    async list(userId: string): Promise<CartItem[]> {
      return (await repo.listLines(db, userId)).map(toCartItem);
    },

    async add(userId: string, input: AddToCartInput): Promise<CartItem> {
      const product = await sellable(input.productId);
      const current = await repo.findLineByProduct(db, userId, input.productId);
      withinLimit(product.id, (current?.quantity ?? 0) + input.quantity);
      if ((current?.quantity ?? 0) + input.quantity > product.stockQuantity) throw notEnoughStock(product.name, product.stockQuantity, product.id);
      await repo.addToLine(db, userId, input.productId, input.quantity);
      return toCartItem((await repo.findLineByProduct(db, userId, input.productId))!);
    },

    /** All or nothing: every product must exist and have the stock, or nothing is added. */
    async addMany(userId: string, input: BulkAddToCartInput): Promise<{ message: string; added: number }> {
      const wanted = new Map<number, number>();
      for (const item of input.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      const found = await repo.findSellableProducts(db, [...wanted.keys()]);
      const inCart = new Map((await repo.listLines(db, userId)).map((line) => [line.product.id, line.quantity]));
      for (const [productId, quantity] of wanted) {
        const product = found.find((candidate) => candidate.id === productId);
        if (!product) throw new AppError("not_found", `Product ${productId} is not available`);
        withinLimit(productId, (inCart.get(productId) ?? 0) + quantity);
        if ((inCart.get(productId) ?? 0) + quantity > product.stockQuantity) throw notEnoughStock(product.name, product.stockQuantity, productId);
      }
      await db.transaction(async (tx) => {
        // The customer's lines by product id, as every transaction takes rows (server/db/lock-order.ts).
        for (const productId of inLockOrder(wanted.keys())) await repo.addToLine(tx, userId, productId, wanted.get(productId)!);
      });
      const added = wanted.size;
      return { message: `${added} ${added === 1 ? "product" : "products"} added to your cart`, added };
    },

    async setQuantity(userId: string, lineId: string, quantity: number): Promise<CartItem> {
      const line = await repo.findLine(db, userId, lineId);
      if (!line) throw notFound("Cart item");
      withinLimit(line.product.id, quantity);
      if (quantity > line.product.stockQuantity) throw notEnoughStock(line.product.name, line.product.stockQuantity, line.product.id);
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
