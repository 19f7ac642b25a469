import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/schemas/accounts";
import { AccountNewsletterSchema, NewsletterUnsubscribeSchema } from "@shared/schemas/data-rights";
import { NewsletterConfirmSchema, NewsletterSubscribedSchema, NewsletterSubscribeSchema } from "@shared/schemas/messages";
import { currentSession, requireUser, sessionOf } from "../../plugins/auth";
import { CONFIRMED, type NewsletterService } from "./newsletter.service";

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  const tags = ["newsletter"];

  // Always 201 with the same thanks: a stranger cannot learn whether an address is on the list.
  app.post("/api/newsletter/subscribe", { schema: { tags, body: NewsletterSubscribeSchema, response: { 201: NewsletterSubscribedSchema } } }, async (request, reply) => {
    const session = await currentSession(request);
    return reply.status(201).send(await newsletter.subscribe({ email: request.body.email, account: session?.user, ip: request.ip }));
  });

  // The page of the confirmation mail's link asks first and posts here, so a link scanner opening it confirms nothing.
  app.post("/api/newsletter/confirm", { schema: { tags, body: NewsletterConfirmSchema, response: { 200: MessageResponseSchema } } }, async (request) => {
    await newsletter.confirm(request.body, request.ip);
    return { message: CONFIRMED };
  });

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
