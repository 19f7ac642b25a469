import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CreateReviewSchema, ProductIdParamsSchema, ReviewEligibilitySchema, ReviewSchema } from "@shared/schemas/catalog";
import { currentSession, requireUser, sessionOf } from "../../plugins/auth";
import type { ReviewsService } from "./reviews.service";

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  // Anyone may ask: a visitor is told to sign in, rather than answered 401 (which would send the app to sign in).
  app.get(
    "/api/products/:id/review-eligibility",
    { schema: { tags: ["catalogue"], params: ProductIdParamsSchema, response: { 200: ReviewEligibilitySchema } } },
    async (request, reply) => {
      const session = await currentSession(request);
      reply.header("cache-control", "private, no-store");
      return reviews.eligibility(session?.user.id ?? null, request.params.id);
    },
  );

  app.post(
    "/api/products/:id/reviews",
    { schema: { tags: ["catalogue"], params: ProductIdParamsSchema, body: CreateReviewSchema, response: { 201: ReviewSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      return reply.status(201).send(await reviews.write(user, request.params.id, request.body));
    },
  );
};
