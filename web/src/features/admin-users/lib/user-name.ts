import type { AdminUser } from "@shared/schemas/admin";

/** "Ananya Kapoor", or the e-mail address when the account has no names yet. */
export function displayName(user: Pick<AdminUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ");
  return name || user.email;
}

/** "AK" for Ananya Kapoor; the first letter of the e-mail address without names. */
export function initialsOf(user: Pick<AdminUser, "firstName" | "lastName" | "email">): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (letters || user.email.charAt(0)).toUpperCase();
}
