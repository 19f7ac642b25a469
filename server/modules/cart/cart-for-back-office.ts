import type { Database } from "../../db/client";
import * as repo from "./cart.repo";

/**
 * Takes out of every cart the variants the back office removed from a product for good (kept only for
 * the orders that name them). A variant merely switched off stays in carts, shown as unavailable, as an
 * inactive product does: it may come back.
 */
export async function removeRetiredVariantsFromCarts(db: Database, variantIds: number[]): Promise<void> {
  await repo.deleteAllLinesOfVariants(db, variantIds);
}
