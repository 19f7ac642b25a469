import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/schemas/accounts";
import { ContactMessageSchema } from "@shared/schemas/messages";
import type { ContactService } from "./contact.service";

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    "/api/contact",
    { schema: { tags: ["contact"], body: ContactMessageSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => {
      await contact.receive(request.body, request.ip);
      return reply.status(201).send({ message: "Thank you for contacting us. We'll get back to you within 24 hours." });
    },
  );
};
