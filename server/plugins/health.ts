import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../db/client";
import { AppError } from "../errors";

const StatusSchema = z.object({ status: z.string() });

/** /healthz: the process is up. /readyz: and the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get("/healthz", { schema: { tags: ["health"], response: { 200: StatusSchema } }, logLevel: "warn" }, () => ({ status: "ok" }));

  app.get("/readyz", { schema: { tags: ["health"], response: { 200: StatusSchema, 503: StatusSchema } }, logLevel: "warn" }, async (request, reply) => {
    try {
      await database.ping();
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "database is not answering");
      return reply.status(503).send({ status: "database unavailable" });
    }
  });
};

const HEALTH_CHECKS = new Set(["/healthz", "/readyz"]);

/** A worker process (SHOP_ROLE=worker) runs the jobs and answers its health checks, nothing else. */
export async function answerOnlyHealthChecks(request: FastifyRequest): Promise<void> {
  if (!HEALTH_CHECKS.has(request.url.split("?")[0]!)) {
    throw new AppError("not_found", "This process runs the shop's background jobs (SHOP_ROLE=worker) and answers only /healthz and /readyz");
  }
}
