import type { CreateReviewInput, Review } from "@shared/schemas/catalog";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { activeProductExists } from "../catalog/catalog.repo";
import { hasDeliveredProduct } from "../orders/orders.repo";
import * as repo from "./reviews.repo";

export interface ReviewsDeps {
  /** Told once a review is committed: the product's rating and review list changed. */
  events: EventBus;
}

export function createReviewsService(db: Database, { events }: ReviewsDeps) {
  return {
    /**
     * Only a customer whose delivered order held the product may review it, once; the product's average
     * and count are recomputed from its reviews in the same transaction.
     */
    async write(user: { id: string; firstName: string | null }, productId: number, input: CreateReviewInput): Promise<Review> {
      if (!(await activeProductExists(db, productId))) throw notFound("Product");
      if (!(await hasDeliveredProduct(db, user.id, productId))) {
        throw new AppError("forbidden", "You can review a product once it has been delivered to you.");
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertReview(tx, { productId, userId: user.id, rating: input.rating, title: input.title || null, comment: input.comment });
        if (!inserted) throw new AppError("duplicate", "You have already reviewed this product.", { field: "rating" });
        await repo.refreshProductRating(tx, productId);
        return inserted;
      });
      await events.emit("review.written", { productId });
      return { id: row.id, rating: row.rating, title: row.title, comment: row.comment, createdAt: row.createdAt.toISOString(), user: { firstName: user.firstName } };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
