import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema/accounts";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByOidcSubject(db: Database, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject));
  return row;
}

/** Inserts a user; undefined when the e-mail is taken (case-insensitively). */
export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Database, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session's user, when the session exists and has not expired. */
export async function findSessionUser(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

export async function extendSession(db: Database, tokenHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteOtherSessions(db: Database, userId: string, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
