import { eq, sql } from "drizzle-orm";
import type { CreateReviewInput, Review } from "@shared/schemas/catalog";
import type { Database } from "../../db/client";
import { products, reviews } from "../../db/schema/catalog";
import { AppError, notFound } from "../../errors";
import { activeProductExists } from "../catalog/catalog.repo";
import { hasDeliveredProduct } from "../orders/orders.repo";

/**
 * Only a customer whose delivered order held the product may review it, once; the product's average
 * and count are recomputed from its reviews in the same transaction.
 */
export async function writeReview(db: Database, user: { id: string; firstName: string | null }, productId: number, input: CreateReviewInput): Promise<Review> {
  if (!(await activeProductExists(db, productId))) throw notFound("Product");
  if (!(await hasDeliveredProduct(db, user.id, productId))) {
    throw new AppError("forbidden", "You can review a product once it has been delivered to you.");
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ productId, userId: user.id, rating: input.rating, title: input.title || null, comment: input.comment })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("duplicate", "You have already reviewed this product.", { field: "rating" });
    await tx
      .update(products)
      .set({
        avgRating: sql`(select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.productId} = ${productId})`,
        reviewCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${productId})`,
      })
      .where(eq(products.id, productId));
    return { id: row.id, rating: row.rating, title: row.title, comment: row.comment, createdAt: row.createdAt.toISOString(), user: { firstName: user.firstName } };
  });
}
