import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AppError } from "../errors";
import type { AccountsService, SessionUser } from "../modules/accounts/accounts.service";
import { SESSION_COOKIE, SESSION_IDLE_LIMIT_MS } from "../modules/accounts/session-token";

declare module "fastify" {
  interface FastifyInstance {
    sessionCookieSecure: boolean;
  }
  interface FastifyRequest {
    sessionLookup: Promise<SessionUser | null> | null;
    /** Asks the accounts service given to the auth plugin for a token's session; use currentSession. */
    lookUpSession(token: string): Promise<SessionUser | null>;
  }
}

/** The signed-in user of this request (looked up once, on first use), or null. */
export function currentSession(request: FastifyRequest): Promise<SessionUser | null> {
  if (!request.sessionLookup) {
    const token = request.cookies[SESSION_COOKIE];
    request.sessionLookup = token ? request.lookUpSession(token) : Promise.resolve(null);
  }
  return request.sessionLookup;
}

/** Guards, run as onRequest hooks so that access is checked before the request is even validated. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await currentSession(request))) throw new AppError("unauthorized", "Unauthorized");
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const session = await currentSession(request);
  if (!session) throw new AppError("unauthorized", "Unauthorized");
  if (!session.user.isAdmin) throw new AppError("forbidden", "You don't have permission to do this");
}

/** The session of a request that passed requireUser or requireAdmin. */
export async function sessionOf(request: FastifyRequest): Promise<SessionUser> {
  const session = await currentSession(request);
  if (!session) throw new AppError("unauthorized", "Unauthorized");
  return session;
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: reply.server.sessionCookieSecure,
    maxAge: SESSION_IDLE_LIMIT_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: reply.server.sessionCookieSecure });
}

export const authPlugin = fp(async (app: FastifyInstance, { secret, config, accounts }: { secret: string; config: Config; accounts: AccountsService }) => {
  // Signs the short-lived cookies of the identity-provider flow; session cookies need no signature.
  await app.register(cookie, { secret });
  app.decorate("sessionCookieSecure", Boolean(config.publicUrl?.startsWith("https:")));
  app.decorateRequest("sessionLookup", null);
  app.decorateRequest("lookUpSession", (token: string) => accounts.authenticate(token));
});
