import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/schemas/accounts";
import { AccountNewsletterSchema, NewsletterUnsubscribeSchema } from "@shared/schemas/data-rights";
import { NewsletterSubscribeSchema } from "@shared/schemas/messages";
import { currentSession, requireUser, sessionOf } from "../../plugins/auth";
import type { NewsletterService } from "./newsletter.service";

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  const tags = ["newsletter"];

  app.post(
    "/api/newsletter/subscribe",
    { schema: { tags, body: NewsletterSubscribeSchema, response: { 200: MessageResponseSchema, 201: MessageResponseSchema } } },
    async (request, reply) => {
      const session = await currentSession(request);
      const isNew = await newsletter.subscribe({ email: request.body.email, userId: session?.user.id, ip: request.ip });
      return isNew
        ? reply.status(201).send({ message: "Thank you for subscribing to our newsletter." })
        : reply.status(200).send({ message: "You are already subscribed to our newsletter." });
    },
  );

  // The page of a newsletter's link asks first and posts here, so a link scanner opening it unsubscribes nobody.
  app.post("/api/newsletter/unsubscribe", { schema: { tags, body: NewsletterUnsubscribeSchema, response: { 200: MessageResponseSchema } } }, async (request) => {
    await newsletter.unsubscribeByLink(request.body, request.ip);
    return { message: "You are unsubscribed. We won't send our newsletter to this address again." };
  });

  app.get("/api/profile/newsletter", { schema: { tags, response: { 200: AccountNewsletterSchema } }, onRequest: requireUser }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return newsletter.ofAccount((await sessionOf(request)).user.email);
  });

  app.delete("/api/profile/newsletter", { schema: { tags, response: { 200: AccountNewsletterSchema } }, onRequest: requireUser }, async (request) => {
    const { user } = await sessionOf(request);
    return newsletter.unsubscribeAccount(user.id, user.email);
  });
};
