import { createHash, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "kk_session";
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward at most this often, so browsing does not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** 256 random bits, for the cookie only; the database keeps just its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
