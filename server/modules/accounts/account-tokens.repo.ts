import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { AccountTokenPurpose } from "@shared/constants";
import type { Database } from "../../db/client";
import { accountTokens } from "../../db/schema/mail";

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertAccountToken(db: Database, values: typeof accountTokens.$inferInsert): Promise<void> {
  await db.insert(accountTokens).values(values);
}

const usable = (now: Date) => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

/** The token behind a hash while it can still be used (a look before the work of using it). */
export async function findUsableToken(db: Database, tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), usable(now)));
  return row;
}

/**
 * Marks a token used and answers it, if it was still usable: one conditional statement, so of two
 * requests with the same token only one gets it.
 */
export async function useToken(db: Database, tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), usable(now)))
    .returning();
  return row;
}

/** Makes the user's unused tokens for `purpose` (every purpose without one) unusable. */
export async function retireTokens(db: Database, userId: string, now: Date, purpose?: AccountTokenPurpose): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt), purpose ? eq(accountTokens.purpose, purpose) : undefined));
}

/** Makes the user's unused links for a new address (any address but `currentEmail`) unusable. */
export async function retireAddressChanges(db: Database, userId: string, currentEmail: string, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "verify_email"),
        isNull(accountTokens.usedAt),
        ne(sql`lower(${accountTokens.email})`, currentEmail.toLowerCase()),
      ),
    );
}

/** The address of the user's newest usable link for an address other than `currentEmail`, or null. */
export async function findPendingEmail(db: Database, userId: string, currentEmail: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, "verify_email"),
        usable(now),
        ne(sql`lower(${accountTokens.email})`, currentEmail.toLowerCase()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}
