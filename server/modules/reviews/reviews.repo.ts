import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { products, reviews } from "../../db/schema/catalog";

export type ReviewRow = typeof reviews.$inferSelect;

/** The customer's review of the product, or undefined when they have reviewed it already. */
export async function insertReview(
  db: Database,
  values: { productId: number; userId: string; rating: number; title: string | null; comment: string; verifiedPurchase: boolean },
): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
}

export async function hasReviewed(db: Database, userId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** Sets the product's average rating and review count from its reviews. */
export async function refreshProductRating(db: Database, productId: number): Promise<void> {
  await db
    .update(products)
    .set({
      avgRating: sql`(select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.productId} = ${productId})`,
      reviewCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}
