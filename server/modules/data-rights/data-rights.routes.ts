import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AccountErasureListSchema,
  AccountErasuresQuerySchema,
  DataExportSchema,
  DeleteAccountResponseSchema,
  DeleteAccountSchema,
  PROFILE_DATA_URL,
} from "@shared/schemas/data-rights";
import { clearSessionCookie, requireAdmin, requireUser, sessionOf } from "../../plugins/auth";
import type { DataRightsService } from "./data-rights.service";

/** The day in India, for the download's name: kiddokart-data-2026-11-22.json. */
const indianDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** "Your data" in My Profile (a download of it, deleting the account), and the back office's list of erased accounts. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ dataRights: DataRightsService }> = async (app, { dataRights }) => {
  const tags = ["data-rights"];

  app.get(PROFILE_DATA_URL, { schema: { tags, response: { 200: DataExportSchema } }, onRequest: requireUser }, async (request, reply) => {
    const data = await dataRights.exportData(await sessionOf(request));
    // Indented, for people to read; the schema still decides what goes out.
    return reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="kiddokart-data-${indianDay(new Date())}.json"`)
      .type("application/json; charset=utf-8")
      .serializer((payload) => JSON.stringify(DataExportSchema.parse(payload), null, 2))
      .send(data);
  });

  app.post(
    "/api/profile/delete",
    { schema: { tags, body: DeleteAccountSchema, response: { 200: DeleteAccountResponseSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const answer = await dataRights.deleteAccount(await sessionOf(request), request.body, request.ip);
      clearSessionCookie(reply);
      reply.header("cache-control", "no-store");
      return answer;
    },
  );

  app.get(
    "/api/admin/account-erasures",
    { schema: { tags: ["admin"], querystring: AccountErasuresQuerySchema, response: { 200: AccountErasureListSchema } }, onRequest: requireAdmin },
    (request) => dataRights.listErasures(request.query),
  );
};
