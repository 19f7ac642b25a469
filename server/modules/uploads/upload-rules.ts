import { randomUUID } from "node:crypto";
import { IMAGE_VARIANT_WIDTHS, imageVariantKey } from "@shared/image-variants";
import { UPLOAD_RULES, type UploadKind } from "@shared/schemas/uploads";
import { AppError } from "../../errors";
import type { SniffedFormat } from "./content-sniff";

/** Each accepted file name ending: the ending the object key gets, how it is served, what it must contain. */
const EXTENSIONS: Record<string, { kind: UploadKind; ext: string; contentType: string; formats: readonly SniffedFormat[] }> = {
  jpg: { kind: "image", ext: "jpg", contentType: "image/jpeg", formats: ["jpeg"] },
  jpeg: { kind: "image", ext: "jpg", contentType: "image/jpeg", formats: ["jpeg"] },
  png: { kind: "image", ext: "png", contentType: "image/png", formats: ["png"] },
  gif: { kind: "image", ext: "gif", contentType: "image/gif", formats: ["gif"] },
  webp: { kind: "image", ext: "webp", contentType: "image/webp", formats: ["webp"] },
  avif: { kind: "image", ext: "avif", contentType: "image/avif", formats: ["avif"] },
  // MP4 and QuickTime are the same box format; phones name either way.
  mp4: { kind: "video", ext: "mp4", contentType: "video/mp4", formats: ["iso-video"] },
  mov: { kind: "video", ext: "mov", contentType: "video/quicktime", formats: ["iso-video"] },
  avi: { kind: "video", ext: "avi", contentType: "video/x-msvideo", formats: ["avi"] },
  webm: { kind: "video", ext: "webm", contentType: "video/webm", formats: ["webm"] },
};

const FOLDER: Record<UploadKind, string> = { image: "products/images", video: "products/videos" };
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const UPLOAD_KEY = new RegExp(`^products/(images|videos)/${UUID}\\.([a-z0-9]+)$`);
const VARIANT_KEY = new RegExp(`^products/images/${UUID}-w(\\d+)\\.webp$`);

const unsupported = (kind: UploadKind) => new AppError("unsupported_type", `Please choose ${UPLOAD_RULES[kind].described}.`);

/** A new, never reused object key for a file of this kind; only the name's ending is kept. */
export function newObjectKey(kind: UploadKind, filename: string): string {
  const ending = /\.([A-Za-z0-9]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  const rule = ending ? EXTENSIONS[ending] : undefined;
  if (!rule || rule.kind !== kind) throw unsupported(kind);
  return `${FOLDER[kind]}/${randomUUID()}.${rule.ext}`;
}

/** The kind of an uploaded original's key, or undefined when the key is not one the shop issues. */
export function uploadKindOfKey(key: string): UploadKind | undefined {
  const match = UPLOAD_KEY.exec(key);
  const rule = match ? EXTENSIONS[match[2]!] : undefined;
  if (!match || !rule || rule.ext !== match[2]) return undefined;
  const kind = match[1] === "images" ? "image" : "video";
  return rule.kind === kind ? kind : undefined;
}

/** Whether the storage serves this key under /public-objects/: uploaded originals and their copies. */
export function isServedUploadKey(key: string): boolean {
  const variant = VARIANT_KEY.exec(key);
  if (variant) return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(Number(variant[1]));
  return uploadKindOfKey(key) !== undefined;
}

/** The content type a stored object is served with: decided by its key, never by what the uploader said. */
export function contentTypeOfKey(key: string): string {
  if (VARIANT_KEY.test(key)) return "image/webp";
  const ending = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return (ending && EXTENSIONS[ending]?.contentType) || "application/octet-stream";
}

/** Refuses content that is not what the key promises (a text file named .png, a PNG sent as a video). */
export function checkContent(key: string, format: SniffedFormat | undefined): void {
  const kind = uploadKindOfKey(key);
  if (!kind) throw new AppError("invalid_input", "This is not an upload of the shop");
  const rule = EXTENSIONS[/\.([a-z0-9]+)$/.exec(key)![1]!]!;
  if (!format || !rule.formats.includes(format)) {
    throw new AppError("unsupported_type", `The file's content is not ${UPLOAD_RULES[kind].described} matching its name (.${rule.ext}).`);
  }
}

export const variantKeysOf = (key: string): string[] => IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(key, width)).filter((k): k is string => Boolean(k));

export const publicPathOf = (key: string) => `/public-objects/${key}`;
