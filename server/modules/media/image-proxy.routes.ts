import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineText } from "@shared/schemas/text";
import type { ImageProxyService } from "./image-proxy.service";

/** `GET /api/image-proxy?url=…`: external product images, through the shop (see docs/product/api-and-errors.md#images). Open to everyone. */
export const imageProxyRoutes: FastifyPluginAsyncZod<{ imageProxy: ImageProxyService }> = async (app, { imageProxy }) => {
  app.get(
    "/api/image-proxy",
    { schema: { tags: ["media"], querystring: z.object({ url: singleLineText().trim().min(1, "url is required").max(2048, "url is too long") }) } },
    async (request, reply) => {
      const image = await imageProxy.get(request.query.url);
      return reply
        .header("content-type", image.contentType)
        .header("cache-control", "public, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(image.body);
    },
  );
};
