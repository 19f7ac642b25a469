import { z } from "zod";
import { singleLineText } from "./text";

/** What administrators upload for products (see docs/product/admin-products.md#pictures-and-videos). */
export const UPLOAD_KINDS = ["image", "video"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_RULES = {
  image: {
    maxBytes: 10_485_760,
    maxFiles: 10,
    /** File name endings accepted; SVG is not among them, as it can carry scripts. */
    extensions: ["jpg", "jpeg", "png", "gif", "webp", "avif"],
    contentTypes: ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"],
    described: "a JPEG, PNG, GIF, WebP or AVIF image",
  },
  video: {
    maxBytes: 104_857_600,
    maxFiles: 5,
    extensions: ["mp4", "mov", "avi", "webm"],
    contentTypes: ["video/mp4", "video/quicktime", "video/x-msvideo", "video/webm"],
    described: "an MP4, MOV, AVI or WebM video",
  },
} as const satisfies Record<UploadKind, { maxBytes: number; maxFiles: number; extensions: readonly string[]; contentTypes: readonly string[]; described: string }>;

/** Asks for an upload link. `size`, when the browser knows it, lets the link be limited to exactly that. */
export const UploadRequestSchema = z
  .object({
    filename: singleLineText({ error: "A file name is required" }).trim().min(1, "A file name is required").max(255, "The file name is too long"),
    size: z.number().int("Must be a whole number of bytes").positive("The file is empty").optional(),
  })
  .strict();
export type UploadRequest = z.infer<typeof UploadRequestSchema>;

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

export const NormalizeUploadSchema = z
  .object({ uploadUrl: singleLineText({ error: "The upload link is required" }).trim().min(1, "The upload link is required").max(4096, "The upload link is too long") })
  .strict();
export type NormalizeUpload = z.infer<typeof NormalizeUploadSchema>;

export const ImagePathResponseSchema = z.object({ imagePath: z.string() });
export const VideoPathResponseSchema = z.object({ videoPath: z.string() });

/** The answer to the file's PUT on the shop's own storage. */
export const StoredUploadSchema = z.object({ path: z.string() });
