import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CreateReviewSchema, ProductIdParamsSchema, ReviewSchema } from "@shared/schemas/catalog";
import { requireUser, sessionOf } from "../../plugins/auth";
import type { ReviewsService } from "./reviews.service";

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    "/api/products/:id/reviews",
    { schema: { tags: ["catalogue"], params: ProductIdParamsSchema, body: CreateReviewSchema, response: { 201: ReviewSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      return reply.status(201).send(await reviews.write(user, request.params.id, request.body));
    },
  );
};
