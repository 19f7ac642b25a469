import { createHmac, timingSafeEqual } from "node:crypto";
import { TOKEN_LIFETIME_MS } from "../outbox/mail-data";

/** How long a confirmation link works; an address still unconfirmed after that is forgotten (housekeeping). */
export const CONFIRMATION_LIFETIME_MS = TOKEN_LIFETIME_MS.newsletter_confirm;

export type ConfirmationCheck = "valid" | "expired" | "invalid";

const signature = (secret: string, email: string, expiresAtSeconds: string) =>
  createHmac("sha256", secret).update(`newsletter-confirm:${email.trim().toLowerCase()}:${expiresAtSeconds}`).digest("base64url").slice(0, 32);

/**
 * The token of a subscription's confirmation link: when it expires (seconds, base 36) and an HMAC of
 * the address (any case) and that moment with the shop's session secret. Only the shop can make one,
 * each confirms its own address only, and nothing needs storing: the database keeps no token at all.
 */
export function confirmationToken(secret: string, email: string, now = new Date()): string {
  const expiresAtSeconds = Math.ceil((now.getTime() + CONFIRMATION_LIFETIME_MS) / 1000).toString(36);
  return `${expiresAtSeconds}.${signature(secret, email, expiresAtSeconds)}`;
}

/** Whether a token is the shop's for this address and still works; an altered expiry breaks the signature. */
export function checkConfirmationToken(secret: string, email: string, token: string, now = new Date()): ConfirmationCheck {
  const [expiresAtSeconds, given, ...rest] = token.split(".");
  if (!expiresAtSeconds || !given || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(expiresAtSeconds)) return "invalid";
  const expected = Buffer.from(signature(secret, email, expiresAtSeconds));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return "invalid";
  return Number.parseInt(expiresAtSeconds, 36) * 1000 > now.getTime() ? "valid" : "expired";
}
