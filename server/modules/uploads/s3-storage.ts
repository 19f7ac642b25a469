import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Config } from "../../config";
import type { ObjectStorage } from "./object-storage";
import { UPLOAD_LINK_SECONDS } from "./upload-signature";
import { uploadKindOfKey } from "./upload-rules";

type S3Settings = NonNullable<Config["s3"]>;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
};
const isBadRange = (error: unknown) => (error as { name?: string }).name === "InvalidRange";

/** Amazon's own endpoints take the bucket as a host name; other stores (MinIO, R2, s3rver…) in the path. */
const usesPathStyle = (endpoint: URL) => !/(^|\.)amazonaws\.com$/i.test(endpoint.hostname);

/** Where browsers send their uploads: the origin the shop's content security policy must allow. */
export function s3UploadOrigin(settings: S3Settings): string {
  const endpoint = new URL(settings.endpoint);
  return usesPathStyle(endpoint) ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

/**
 * Uploads kept in an S3-compatible bucket. The browser PUTs straight to the bucket with a presigned
 * URL; the shop checks the content when the upload is normalized and streams objects to shoppers.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, "");
  const pathStyle = usesPathStyle(endpoint);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: pathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A checksum of the (unknown) body must not be baked into the upload URL.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const bucket = settings.bucket;
  const objectUrlPrefix = pathStyle ? `${endpoint.origin}${basePath}/${bucket}/` : `${s3UploadOrigin(settings)}${basePath}/`;

  async function getObject(key: string, range?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    kind: "s3",

    // A presigned PUT cannot say "at most N bytes"; when the browser told the size, the URL is signed
    // for exactly that length. The content and its size are checked again on normalize.
    uploadUrlFor(key, { exactBytes }) {
      const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: exactBytes });
      return getSignedUrl(client, command, { expiresIn: UPLOAD_LINK_SECONDS });
    },

    keyOfUploadUrl(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return undefined;
      }
      const location = `${parsed.origin}${parsed.pathname}`;
      if (!location.startsWith(objectUrlPrefix) || !parsed.searchParams.has("X-Amz-Signature")) return undefined;
      const key = decodeURIComponent(location.slice(objectUrlPrefix.length));
      return uploadKindOfKey(key) ? key : undefined;
    },

    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: "public, max-age=31536000, immutable" }));
    },

    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async readStart(key, bytes) {
      try {
        const answer = await getObject(key, `bytes=0-${bytes - 1}`);
        return answer?.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isBadRange(error)) return Buffer.alloc(0); // an empty object
        throw error;
      }
    },

    async read(key) {
      const answer = await getObject(key);
      return answer?.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    },

    async get(key, range) {
      const answer = await getObject(key, range);
      if (!answer?.Body) return undefined;
      return {
        body: answer.Body as Readable,
        contentLength: answer.ContentLength,
        contentRange: answer.ContentRange,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
    },
  };
}
