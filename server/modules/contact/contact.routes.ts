import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/schemas/accounts";
import { ContactMessageSchema } from "@shared/schemas/messages";
import type { Database } from "../../db/client";
import { receiveContactMessage } from "./contact.service";

export const contactRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    "/api/contact",
    { schema: { tags: ["contact"], body: ContactMessageSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      await receiveContactMessage(db, request.body, request.ip);
      return reply.status(201).send({ message: "Thank you for contacting us. We'll get back to you within 24 hours." });
    },
  );
};
