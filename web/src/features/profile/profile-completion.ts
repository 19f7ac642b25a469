import { paths } from "@/config/paths";

/** The parts of the signed-in user the rule looks at. */
export interface ProfileNames {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  isAdmin?: boolean;
}

const filled = (value: string | null) => Boolean(value?.trim());

/**
 * The complete-profile screen is for a signed-in shopper with no phone number who lacks a first
 * or last name (someone who came through the identity provider). Administrators are never held there
 * (the start-up administrator has only a first name): they run the shop, and a checkout asks anyone
 * for the delivery phone number anyway.
 */
export function needsProfileCompletion(user: ProfileNames): boolean {
  if (user.isAdmin) return false;
  return !filled(user.phoneNumber) && (!filled(user.firstName) || !filled(user.lastName));
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
