/** Where a shopper is sent back to after signing in or completing the profile. */

/** Pages a shopper is never sent back to: they would send the shopper on again, or in a circle. */
const NOT_RETURNED_TO = ["/signin", "/signup", "/profile-setup", "/api/login", "/api/callback"];

/** The longest returnUrl kept; a longer one is not an address a shopper was on. */
export const RETURN_URL_MAX_LENGTH = 2000;

/**
 * The returnUrl if it is a page of this shop ("/cart", "/products?category=toys"), else "/". Other sites
 * ("//evil.invalid", "https://…", "/\evil.invalid"), the sign-in pages and the complete-profile screen are refused.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || value.length > RETURN_URL_MAX_LENGTH || !value.startsWith("/") || value.startsWith("//")) return "/";
  // Browsers read "\" as "/" and drop tabs and newlines, which would turn "/\x" or "/\t/x" into "//x".
  if ([...value].some((character) => character === "\\" || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return "/";
  const pathname = value.split(/[?#]/, 1)[0] ?? "";
  if (NOT_RETURNED_TO.some((page) => pathname === page || pathname === `${page}/`)) return "/";
  return value;
}

/** `base` with `?returnUrl=…` when there is somewhere other than the home page to return to. */
export function withReturnUrl(base: string, returnUrl: string | null | undefined): string {
  const safe = safeReturnUrl(returnUrl);
  return safe === "/" ? base : `${base}?returnUrl=${encodeURIComponent(safe)}`;
}
