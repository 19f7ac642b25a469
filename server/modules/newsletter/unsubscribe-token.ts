import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a newsletter address's unsubscribe link: an HMAC of the address (any case) with the
 * shop's session secret, so only the shop can make one and each works for its own address only.
 * It never expires: an old newsletter's link must still work.
 */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 32);
}

export function isUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The absolute address of the page that unsubscribes `email` (the newsletter's footer link). */
export function unsubscribeUrl(shopUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${shopUrl}/newsletter/unsubscribe?${query.toString()}`;
}
