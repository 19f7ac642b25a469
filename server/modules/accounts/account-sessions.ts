import type { User } from "@shared/schemas/accounts";
import type { Database } from "../../db/client";
import * as repo from "./accounts.repo";
import { hashSessionToken, newSessionToken, SESSION_IDLE_LIMIT_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-token";

export interface SessionUser {
  user: repo.UserRow;
  tokenHash: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface AccountSessionsDeps {
  /** The account as the API describes it, with its pending new address. */
  present(row: repo.UserRow): Promise<User>;
}

/** Sessions: started by a sign-in, looked up on every request, ended by signing out. Part of the accounts service. */
export function createAccountSessions(db: Database, { present }: AccountSessionsDeps) {
  async function startSession(user: repo.UserRow, client: ClientInfo): Promise<{ token: string; user: User }> {
    const token = newSessionToken();
    const now = new Date();
    await repo.insertSession(db, {
      tokenHash: hashSessionToken(token),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_LIMIT_MS),
      userAgent: client.userAgent?.slice(0, 300),
      ipAddress: client.ip,
    });
    const signedIn = (await repo.updateUser(db, user.id, { lastLoginAt: now })) ?? user;
    return { token, user: await present(signedIn) };
  }

  /** The signed-in user behind a session token, moving the 30-day idle expiry forward now and then. */
  async function authenticate(token: string): Promise<SessionUser | null> {
    const tokenHash = hashSessionToken(token);
    const now = new Date();
    const found = await repo.findSessionUser(db, tokenHash, now);
    if (!found) return null;
    if (now.getTime() - found.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
      await repo.extendSession(db, tokenHash, now, new Date(now.getTime() + SESSION_IDLE_LIMIT_MS));
    }
    return { user: found.user, tokenHash };
  }

  async function logout(token: string): Promise<void> {
    await repo.deleteSession(db, hashSessionToken(token));
  }

  return { startSession, authenticate, logout };
}

/** A new session for the user: its token, and the user as signed in. */
export type StartSession = ReturnType<typeof createAccountSessions>["startSession"];
