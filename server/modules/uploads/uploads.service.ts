import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { UPLOAD_RULES, type UploadKind, type UploadRequest } from "@shared/schemas/uploads";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { SNIFF_BYTES, sniffFormat } from "./content-sniff";
import type { LocalStorage } from "./local-storage";
import type { ObjectStorage } from "./object-storage";
import { type ImageVariant, renderImageVariants } from "./resize-image";
import type { UploadLink } from "./upload-signature";
import { checkContent, contentTypeOfKey, newObjectKey, publicPathOf, uploadKindOfKey, variantKeysOf } from "./upload-rules";
import * as repo from "./uploads.repo";

export type UploadsService = ReturnType<typeof createUploadsService>;

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;
const tooLarge = (kind: UploadKind) => new AppError("too_large", `The file is larger than ${megabytes(UPLOAD_RULES[kind].maxBytes)}.`);
const notAnUploadLink = () => new AppError("invalid_input", "This is not an upload link of the shop.", { field: "uploadUrl" });

/**
 * Product pictures and videos: a signed link for one file, the file's arrival (checked by its content,
 * never its name), WebP copies of images for shoppers, and a row in `uploads` for each stored file.
 */
export function createUploadsService(db: Database, storage: ObjectStorage) {
  /** Stores the copies and records the upload; on failure removes everything of this key. */
  async function record(key: string, kind: UploadKind, sizeBytes: number, variants: ImageVariant[], uploadedBy: string | null) {
    try {
      for (const variant of variants) await storage.put(variant.key, variant.body, "image/webp");
      await repo.insertUpload(db, {
        objectKey: key,
        kind,
        contentType: contentTypeOfKey(key),
        sizeBytes,
        variants: Object.fromEntries(variants.map((variant) => [String(variant.width), variant.key])),
        uploadedBy,
      });
    } catch (error) {
      await storage.delete([key, ...variantKeysOf(key)]);
      throw error;
    }
  }

  /** An upload that reached the bucket on its own: checked now, and deleted if it is not what it claims. */
  async function adopt(key: string, kind: UploadKind, userId: string) {
    const found = await storage.head(key);
    if (!found) throw new AppError("invalid_input", "Nothing has been uploaded to this link yet.", { field: "uploadUrl" });
    let variants: ImageVariant[] = [];
    try {
      if (found.size > UPLOAD_RULES[kind].maxBytes) throw tooLarge(kind);
      checkContent(key, sniffFormat((await storage.readStart(key, SNIFF_BYTES)) ?? Buffer.alloc(0)));
      if (kind === "image") variants = await renderImageVariants(key, (await storage.read(key)) ?? Buffer.alloc(0));
    } catch (error) {
      await storage.delete([key]);
      throw error;
    }
    await record(key, kind, found.size, variants, userId);
  }

  return {
    /** A URL to PUT one file of this kind to; its key is made here, keeping only the name's ending. */
    async uploadUrl(kind: UploadKind, request: UploadRequest): Promise<string> {
      if (request.size !== undefined && request.size > UPLOAD_RULES[kind].maxBytes) throw tooLarge(kind);
      const key = newObjectKey(kind, request.filename);
      return storage.uploadUrlFor(key, { kind, maxBytes: request.size ?? UPLOAD_RULES[kind].maxBytes, exactBytes: request.size });
    },

    /** The PUT of a local upload link (already checked): streamed, checked, resized and put in place. */
    async receive(local: LocalStorage, link: UploadLink, body: Readable): Promise<string> {
      if (await repo.findUpload(db, link.key)) throw new AppError("conflict", "This upload link has already been used.");
      const file = await local.receive(link.key, body, { maxBytes: link.maxBytes, inspect: (head) => checkContent(link.key, sniffFormat(head)) });
      try {
        const variants = link.kind === "image" ? await renderImageVariants(link.key, await readFile(file.tempPath)) : [];
        await file.commit();
        await record(link.key, link.kind, file.sizeBytes, variants, null);
      } finally {
        await file.discard();
      }
      return publicPathOf(link.key);
    },

    /** The shop's path of a finished upload (`/public-objects/<key>`), given the URL it was sent to. */
    async normalize(kind: UploadKind, uploadUrl: string, userId: string): Promise<string> {
      const key = storage.keyOfUploadUrl(uploadUrl);
      if (!key || uploadKindOfKey(key) !== kind) throw notAnUploadLink();
      if (await repo.findUpload(db, key)) await repo.setUploaderIfUnknown(db, key, userId);
      else if (storage.kind === "local") throw new AppError("invalid_input", "Nothing has been uploaded to this link yet.", { field: "uploadUrl" });
      else await adopt(key, kind, userId);
      return publicPathOf(key);
    },
  };
}
