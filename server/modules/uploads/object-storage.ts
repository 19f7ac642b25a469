import type { Readable } from "node:stream";
import type { UploadKind } from "@shared/schemas/uploads";
import type { Config } from "../../config";

export interface UploadLimits {
  kind: UploadKind;
  maxBytes: number;
  /** The file's exact size, when the browser said it: the URL then takes only that many bytes. */
  exactBytes?: number;
}

export interface StoredObject {
  body: Readable;
  /** Bytes in `body` (a part when a range was asked for). */
  contentLength?: number;
  /** Set when `body` is a part: `bytes start-end/size`. */
  contentRange?: string;
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploaded files live: this server's disk (the default) or an S3-compatible bucket. Either way
 * the browser sends a file with a single PUT to `uploadUrlFor(...)`, and the shop serves it under
 * `/public-objects/<key>`.
 */
export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** A URL the browser may PUT one file to, for 15 minutes. */
  uploadUrlFor(key: string, limits: UploadLimits): Promise<string>;
  /** The object key of an upload URL this storage issued, or undefined for any other URL. */
  keyOfUploadUrl(url: string): string | undefined;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  head(key: string): Promise<{ size: number } | undefined>;
  /** The first `bytes` bytes (fewer if the object is shorter), or undefined when there is no such object. */
  readStart(key: string, bytes: number): Promise<Buffer | undefined>;
  read(key: string): Promise<Buffer | undefined>;
  /** A stream of the object (or of `range`, an HTTP `bytes=` range), for serving it. */
  get(key: string, range?: string): Promise<StoredObject | undefined>;
  delete(keys: readonly string[]): Promise<void>;
}

/** The configured storage: S3 when all S3_* settings are present (its SDK is only loaded then), else local disk. */
export async function createObjectStorage(config: Config, secret: string): Promise<ObjectStorage> {
  if (config.s3) {
    const { createS3Storage } = await import("./s3-storage");
    return createS3Storage(config.s3);
  }
  const { createLocalStorage } = await import("./local-storage");
  return createLocalStorage({ dataDir: config.dataDir, secret, publicUrl: config.publicUrl });
}
