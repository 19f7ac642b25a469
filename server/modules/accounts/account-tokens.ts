import { createHash, randomBytes } from "node:crypto";
import type { AccountTokenPurpose } from "@shared/constants";
import { TOKEN_LIFETIME_MS } from "../outbox/mail-data";

/** A one-time link's token: 256 random bits for the mail only; the database keeps its hash. */
export function newAccountToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashAccountToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function tokenExpiry(purpose: AccountTokenPurpose, now: Date): Date {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
}
