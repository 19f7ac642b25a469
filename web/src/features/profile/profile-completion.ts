import { paths } from "@/config/paths";

/** The parts of the signed-in user the rule looks at. */
export interface ProfileNames {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
}

const filled = (value: string | null) => Boolean(value?.trim());

/**
 * The complete-profile screen is for a signed-in user with no phone number who lacks a first
 * or last name (someone who came through the identity provider, or the start-up administrator).
 */
export function needsProfileCompletion(user: ProfileNames): boolean {
  return !filled(user.phoneNumber) && (!filled(user.firstName) || !filled(user.lastName));
}

/**
 * Where to go after the profile is complete: the returnUrl if it is a path of this shop ("/cart",
 * "/products?category=toys"), else "/". Other sites ("//evil.example", "https://…", "/\evil.example")
 * and the complete-profile screen itself are refused.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return "/";
  // Browsers read "\" as "/" and drop tabs and newlines, which would turn "/\x" or "/\t/x" into "//x".
  if ([...value].some((character) => character === "\\" || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return "/";
  if (value === paths.profileSetup.path || value.startsWith(`${paths.profileSetup.path}?`)) return "/";
  return value;
}

function isAdminArea(pathname: string): boolean {
  return pathname === paths.admin.root.path || pathname.startsWith(`${paths.admin.root.path}/`);
}

/**
 * The one place that sends an incomplete profile to the complete-profile screen: the address to go to,
 * with the page asked for as returnUrl, or null to show the page. The back office (/admin) is left out:
 * administrators manage the shop whatever their own profile says.
 */
export function profileCompletionRedirect(user: ProfileNames | null, location: { pathname: string; search: string }): string | null {
  if (!user || !needsProfileCompletion(user)) return null;
  if (location.pathname === paths.profileSetup.path || isAdminArea(location.pathname)) return null;
  return paths.profileSetup.href(`${location.pathname}${location.search}`);
}
