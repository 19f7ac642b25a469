import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { TaxDocumentParamsSchema } from "@shared/schemas/tax-documents";
import { requireAdmin, requireUser, sessionOf } from "../../plugins/auth";
import type { TaxDocumentFile, TaxDocumentsService } from "./tax-documents.service";

function sendPdf(reply: FastifyReply, file: TaxDocumentFile) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file.pdf);
}

/** The PDF of an invoice or credit note (application/pdf): the customer's own orders', or any order's for administrators. */
export const taxDocumentsRoutes: FastifyPluginAsyncZod<{ taxDocuments: TaxDocumentsService }> = async (app, { taxDocuments }) => {
  app.get(
    "/api/orders/:id/tax-documents/:documentId",
    { schema: { tags: ["orders"], params: TaxDocumentParamsSchema }, onRequest: requireUser },
    async (request, reply) => sendPdf(reply, await taxDocuments.forCustomer((await sessionOf(request)).user.id, request.params.id, request.params.documentId)),
  );

  app.get(
    "/api/admin/orders/:id/tax-documents/:documentId",
    { schema: { tags: ["admin"], params: TaxDocumentParamsSchema }, onRequest: requireAdmin },
    async (request, reply) => sendPdf(reply, await taxDocuments.forAdministrator((await sessionOf(request)).user.id, request.params.id, request.params.documentId)),
  );
};
