import type { WishlistItem } from "@shared/schemas/cart";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { activeProductExists, productSummariesByIds } from "../catalog/catalog.repo";
import { toSummary } from "../catalog/catalog.service";
import * as repo from "./wishlist.repo";

export function createWishlistService(db: Database) {
  async function list(userId: string): Promise<WishlistItem[]> {
    const lines = await repo.listLines(db, userId);
    const summaries = new Map((await productSummariesByIds(db, lines.map((line) => line.productId))).map((row) => [row.id, toSummary(row)]));
    return lines.flatMap((line) => {
      const product = summaries.get(line.productId);
      return product ? [{ id: line.id, product }] : [];
    });
  }

  return {
    list,

    /** Adds a product once; `created` is false when it was already there. */
    async add(userId: string, productId: number): Promise<{ item: WishlistItem; created: boolean }> {
      if (!(await activeProductExists(db, productId))) throw notFound("Product");
      const created = await repo.insertLine(db, userId, productId);
      const item = (await list(userId)).find((candidate) => candidate.product.id === productId)!;
      return { item, created };
    },

    async remove(userId: string, productId: number): Promise<void> {
      if (!(await repo.deleteLine(db, userId, productId))) throw notFound("Wishlist item");
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
