import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../../errors";
import type { ObjectStorage } from "../uploads/object-storage";
import { contentTypeOfKey, isServedUploadKey } from "../uploads/upload-rules";
import { IMMUTABLE_CACHE } from "./cache-headers";

const SINGLE_RANGE = /^bytes=\d*-\d*$/;

/**
 * Uploads kept in an S3 bucket, streamed under the same `/public-objects/products/…` paths as local
 * ones, so the shop has one URL scheme. The content type comes from the key, never from the bucket.
 */
export const storedObjectsRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get("/public-objects/products/*", { schema: { hide: true } }, async (request, reply) => {
    const key = `products/${(request.params as { "*": string })["*"]}`;
    const range = request.headers.range;
    const found = isServedUploadKey(key) ? await storage.get(key, range && SINGLE_RANGE.test(range) ? range : undefined).catch(rangeError) : undefined;
    if (found === "bad-range") return reply.status(416).header("content-range", "bytes */*").send();
    if (!found) throw notFound("File");
    reply
      .status(found.contentRange ? 206 : 200)
      .header("content-type", contentTypeOfKey(key))
      .header("cache-control", IMMUTABLE_CACHE)
      .header("x-content-type-options", "nosniff")
      .header("accept-ranges", "bytes");
    if (found.contentLength !== undefined) reply.header("content-length", found.contentLength);
    if (found.contentRange) reply.header("content-range", found.contentRange);
    if (found.etag) reply.header("etag", found.etag);
    if (found.lastModified) reply.header("last-modified", found.lastModified.toUTCString());
    return reply.send(found.body);
  });
};

function rangeError(error: unknown): "bad-range" {
  if ((error as { name?: string }).name === "InvalidRange") return "bad-range";
  throw error;
}
