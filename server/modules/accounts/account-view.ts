import type { User } from "@shared/schemas/accounts";
import type { UserRow } from "./accounts.repo";

/** The account as the API describes it; `pendingEmail` is looked up by the service (see `present`). */
export function toUser(row: UserRow, pendingEmail: string | null = null): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail,
    hasPassword: row.passwordHash !== null,
  };
}
