import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/schemas/accounts";
import { NewsletterSubscribeSchema } from "@shared/schemas/messages";
import { currentSession } from "../../plugins/auth";
import type { NewsletterService } from "./newsletter.service";

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  app.post(
    "/api/newsletter/subscribe",
    { schema: { tags: ["newsletter"], body: NewsletterSubscribeSchema, response: { 200: MessageResponseSchema, 201: MessageResponseSchema } } },
    async (request, reply) => {
      const session = await currentSession(request);
      const isNew = await newsletter.subscribe({ email: request.body.email, userId: session?.user.id, ip: request.ip });
      return isNew
        ? reply.status(201).send({ message: "Thank you for subscribing to our newsletter." })
        : reply.status(200).send({ message: "You are already subscribed to our newsletter." });
    },
  );
};
