import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineText } from "@shared/schemas/text";
import {
  ImagePathResponseSchema,
  NormalizeUploadSchema,
  StoredUploadSchema,
  UploadRequestSchema,
  UploadUrlResponseSchema,
  VideoPathResponseSchema,
} from "@shared/schemas/uploads";
import { AppError } from "../../errors";
import { requireAdmin, sessionOf } from "../../plugins/auth";
import { LOCAL_UPLOAD_PATH, type LocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import type { UploadLink } from "./upload-signature";
import type { UploadsService } from "./uploads.service";

const tags = ["uploads"];

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService; storage: ObjectStorage }> = async (app, { uploads, storage }) => {
  const issue = { tags, body: UploadRequestSchema, response: { 200: UploadUrlResponseSchema } };
  app.post("/api/upload/product-image", { schema: issue, onRequest: requireAdmin }, async (request) => ({
    uploadURL: await uploads.uploadUrl("image", request.body),
  }));
  app.post("/api/upload/product-video", { schema: issue, onRequest: requireAdmin }, async (request) => ({
    uploadURL: await uploads.uploadUrl("video", request.body),
  }));

  app.post(
    "/api/normalize-image-url",
    { schema: { tags, body: NormalizeUploadSchema, response: { 200: ImagePathResponseSchema } }, onRequest: requireAdmin },
    async (request) => ({ imagePath: await uploads.normalize("image", request.body.uploadUrl, (await sessionOf(request)).user.id) }),
  );
  app.post(
    "/api/normalize-video-url",
    { schema: { tags, body: NormalizeUploadSchema, response: { 200: VideoPathResponseSchema } }, onRequest: requireAdmin },
    async (request) => ({ videoPath: await uploads.normalize("video", request.body.uploadUrl, (await sessionOf(request)).user.id) }),
  );

  if (storage.kind === "local") await app.register(localReceiverRoutes, { uploads, storage: storage as LocalStorage });
};

/**
 * The target of local upload links. No session: the link's signature is the authority. It is checked,
 * with the declared size, before a byte of the body is read; the body is then streamed, never buffered
 * whole, so the JSON body limit does not apply here.
 */
const localReceiverRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService; storage: LocalStorage }> = async (app, { uploads, storage }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  // A refusal before the whole body arrived closes the connection (as Fastify does past its body limit):
  // the rest of the file is not read, so the connection cannot carry another request.
  app.addHook("onSend", async (request, reply) => {
    if (!request.raw.complete) reply.header("connection", "close");
  });

  const links = new WeakMap<FastifyRequest, UploadLink>();
  const checkLink = async (request: FastifyRequest) => {
    const link = storage.checkUploadLink((request.params as { "*": string })["*"], request.query as Record<string, unknown>);
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > link.maxBytes) {
      throw new AppError("too_large", `The file is larger than this link allows (${link.maxBytes} bytes).`);
    }
    links.set(request, link);
  };

  app.put(
    `${LOCAL_UPLOAD_PATH}*`,
    {
      onRequest: checkLink,
      // A large file from a slow phone takes minutes; the server's request timeout still bounds it.
      config: { bodyDeadline: false },
      schema: {
        tags,
        summary: "Receives one file sent to a signed upload link (local storage)",
        querystring: z.object({ expires: singleLineText(), max: singleLineText(), kind: singleLineText(), signature: singleLineText() }),
        response: { 201: StoredUploadSchema },
      },
    },
    async (request, reply) => {
      const body = request.body instanceof Readable ? request.body : request.raw;
      const path = await uploads.receive(storage, links.get(request)!, body);
      return reply.status(201).send({ path });
    },
  );
};
