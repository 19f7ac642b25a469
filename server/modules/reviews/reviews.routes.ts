import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CreateReviewSchema, ProductIdParamsSchema, ReviewSchema } from "@shared/schemas/catalog";
import type { Database } from "../../db/client";
import { requireUser, sessionOf } from "../../plugins/auth";
import { writeReview } from "./reviews.service";

export interface ReviewsRoutesOptions {
  db: Database;
  /** Called after a review is written: the product's rating and review list changed. */
  onReviewWritten: () => void;
}

export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, { db, onReviewWritten }) => {
  app.post(
    "/api/products/:id/reviews",
    { schema: { tags: ["catalogue"], params: ProductIdParamsSchema, body: CreateReviewSchema, response: { 201: ReviewSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      const review = await writeReview(db, user, request.params.id, request.body);
      onReviewWritten();
      return reply.status(201).send(review);
    },
  );
};
