import type { Database } from "../../db/client";
import * as repo from "./cart.repo";

/**
 * What orders and payments do with a customer's cart, the cart module's one door for them: read what it
 * holds, and take out what was ordered (inside the ordering transaction, when given one).
 */

/** The variants and quantities in the customer's cart, oldest line first. */
export async function cartContents(db: Database, userId: string): Promise<Array<{ productId: number; variantId: number; quantity: number }>> {
  return (await repo.listLines(db, userId)).map((line) => ({ productId: line.product.id, variantId: line.variant.id, quantity: line.quantity }));
}

/** Takes these variants out of the customer's cart: they were ordered. */
export async function removeOrderedVariants(db: Database, userId: string, variantIds: number[]): Promise<void> {
  await repo.deleteLinesForVariants(db, userId, variantIds);
}
