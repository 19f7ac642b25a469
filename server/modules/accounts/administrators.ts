import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import * as repo from "./accounts.repo";
import type { PasswordHasher } from "./password";

/** Making an account an administrator, from start-up and the command line. Part of the accounts service. */
export function createAdministrators(db: Database, { hasher }: { hasher: PasswordHasher }) {
  return {
    /** ADMIN_EMAIL and ADMIN_PASSWORD at start-up: that account exists and is an administrator. */
    async ensureAdministrator(email: string, password: string): Promise<"created" | "promoted" | "unchanged"> {
      const existing = await repo.findUserByEmail(db, email);
      if (!existing) {
        await repo.insertUser(db, { email, passwordHash: await hasher.hash(password), firstName: "Admin", isAdmin: true });
        return "created";
      }
      if (existing.isAdmin) return "unchanged";
      await repo.updateUser(db, existing.id, { isAdmin: true });
      return "promoted";
    },

    async grantAdministrator(email: string): Promise<repo.UserRow> {
      const existing = await repo.findUserByEmail(db, email);
      if (!existing) throw new AppError("not_found", `No account with the email ${email}`);
      return (await repo.updateUser(db, existing.id, { isAdmin: true })) ?? existing;
    },
  };
}
