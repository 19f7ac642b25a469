import { createHmac, timingSafeEqual } from "node:crypto";
import { UPLOAD_KINDS, type UploadKind } from "@shared/schemas/uploads";

/** What a local upload link allows: one file, under one key, of one kind, up to a size, until a time. */
export interface UploadLink {
  key: string;
  kind: UploadKind;
  maxBytes: number;
  /** Unix time in seconds after which the link no longer works. */
  expires: number;
}

export const UPLOAD_LINK_SECONDS = 15 * 60;

function signature(link: UploadLink, secret: string): Buffer {
  // A key of its own, so an upload signature can never stand in for another of the app's signatures.
  const key = createHmac("sha256", secret).update("kiddokart upload links").digest();
  return createHmac("sha256", key).update(["upload", link.key, link.kind, link.maxBytes, link.expires].join("\n")).digest();
}

/** The query string of a signed upload link (`expires`, `max`, `kind`, `signature`). */
export function signUploadLink(link: UploadLink, secret: string): string {
  return new URLSearchParams({
    expires: String(link.expires),
    max: String(link.maxBytes),
    kind: link.kind,
    signature: signature(link, secret).toString("base64url"),
  }).toString();
}

const wholeNumber = (value: unknown) => (typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : undefined);

/**
 * The link a query string describes for this key, if the shop signed exactly it (compared in constant
 * time); undefined for anything tampered with. Expiry is the caller's to check.
 */
export function readUploadLink(key: string, query: Record<string, unknown>, secret: string): UploadLink | undefined {
  const expires = wholeNumber(query.expires);
  const maxBytes = wholeNumber(query.max);
  const kind = UPLOAD_KINDS.find((k) => k === query.kind);
  if (expires === undefined || maxBytes === undefined || !kind || typeof query.signature !== "string") return undefined;
  const link = { key, kind, maxBytes, expires };
  const given = Buffer.from(query.signature, "base64url");
  const expected = signature(link, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? link : undefined;
}
