import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ObjectStorage } from "../uploads/object-storage";
import { IMMUTABLE_CACHE } from "./cache-headers";
import { placeholderSvg } from "./placeholder";
import { storedObjectsRoutes } from "./stored-objects.routes";

const dimension = z.coerce.number({ error: "Must be a number" }).int("Must be a whole number").transform((n) => Math.min(Math.max(n, 1), 2000));

export const mediaRoutes: FastifyPluginAsyncZod<{ dataDir: string; storage?: ObjectStorage }> = async (app, { dataDir, storage }) => {
  app.get(
    "/api/placeholder/:width/:height",
    { schema: { tags: ["media"], params: z.object({ width: dimension, height: dimension }) } },
    async (request, reply) => {
      const { width, height } = request.params;
      return reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("cache-control", IMMUTABLE_CACHE)
        .send(placeholderSvg(width, height));
    },
  );

  // Uploads in a bucket are streamed from it; everything else under /public-objects/ is on local disk.
  if (storage?.kind === "s3") await app.register(storedObjectsRoutes, { storage });

  // Uploaded and generated files (demo pictures). Object keys are never reused, so they may be cached for good.
  await app.register(fastifyStatic, {
    root: path.join(dataDir, "uploads"),
    prefix: "/public-objects/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header("cache-control", IMMUTABLE_CACHE);
      reply.header("x-content-type-options", "nosniff");
    },
  });
};
