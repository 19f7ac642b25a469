import type { CreateReviewInput, Review, ReviewEligibility } from "@shared/schemas/catalog";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { activeProductExists } from "../catalog/catalog.repo";
import { hasDeliveredProduct } from "../orders/order-lifecycle";
import * as repo from "./reviews.repo";

export interface ReviewsDeps {
  /** Told once a review is committed: the product's rating and review list changed. */
  events: EventBus;
}

export function createReviewsService(db: Database, { events }: ReviewsDeps) {
  return {
    /** Whether this shopper (null: a visitor) may review the product: signed in, received it, not reviewed it yet. */
    async eligibility(userId: string | null, productId: number): Promise<ReviewEligibility> {
      if (!(await activeProductExists(db, productId))) throw notFound("Product");
      if (!userId) return { canReview: false, reason: "not-signed-in" };
      if (!(await hasDeliveredProduct(db, userId, productId))) return { canReview: false, reason: "not-received" };
      if (await repo.hasReviewed(db, userId, productId)) return { canReview: false, reason: "already-reviewed" };
      return { canReview: true, reason: null };
    },


    /**
     * Only a customer whose delivered order held the product may review it, once; the product's average
     * and count are recomputed from its reviews in the same transaction.
     */
    async write(user: { id: string; firstName: string | null }, productId: number, input: CreateReviewInput): Promise<Review> {
      if (!(await activeProductExists(db, productId))) throw notFound("Product");
      if (!(await hasDeliveredProduct(db, user.id, productId))) {
        throw new AppError("forbidden", "You can review a product once it has been delivered to you.");
      }
      const row = await transactionThenEmit(db, events, async (tx, pending) => {
        const values = { productId, userId: user.id, rating: input.rating, title: input.title || null, comment: input.comment, verifiedPurchase: true };
        const inserted = await repo.insertReview(tx, values);
        if (!inserted) throw new AppError("duplicate", "You have already reviewed this product.", { field: "rating" });
        await repo.refreshProductRating(tx, productId);
        pending.add("review.written", { productId });
        return inserted;
      });
      const { id, rating, title, comment, verifiedPurchase } = row;
      return { id, rating, title, comment, createdAt: row.createdAt.toISOString(), verifiedPurchase, user: { firstName: user.firstName } };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
