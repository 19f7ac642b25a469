import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AuthStateSchema,
  ChangePasswordSchema,
  LoginSchema,
  MessageResponseSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  UserResponseSchema,
} from "@shared/schemas/accounts";
import { requireUser, sessionOf, setSessionCookie } from "../../plugins/auth";
import { accountFormsRoutes } from "./account-forms.routes";
import { accountLinksRoutes } from "./account-links.routes";
import type { AccountsService, ClientInfo } from "./accounts.service";
import { logoutRoutes } from "./logout.routes";
import { SESSION_COOKIE } from "./session-token";

const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  const tags = ["accounts"];

  app.post(
    "/api/register",
    { schema: { tags, body: RegisterSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body, clientOf(request))),
  );

  app.post("/api/login", { schema: { tags, body: LoginSchema, response: { 200: UserResponseSchema } } }, async (request, reply) => {
    const { token, user } = await accounts.login(request.body, clientOf(request));
    // The new session replaces the one the browser had; a failed sign-in leaves that one alone.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await accounts.logout(previous);
    setSessionCookie(reply, token);
    return { user };
  });

  await app.register(logoutRoutes, { accounts });
  await app.register(accountFormsRoutes, { accounts });
  await app.register(accountLinksRoutes, { accounts });

  app.get("/api/auth/user", { schema: { tags, response: { 200: AuthStateSchema } }, onRequest: requireUser }, async (request, reply) => {
    const { user } = await sessionOf(request);
    reply.header("cache-control", "no-store");
    return { isAuthenticated: true as const, user: await accounts.present(user) };
  });

  app.put("/api/profile", { schema: { tags, body: ProfileUpdateSchema, response: { 200: UserResponseSchema } }, onRequest: requireUser }, async (request) => {
    const { user } = await sessionOf(request);
    return { user: await accounts.updateProfile(user.id, request.body) };
  });

  app.put(
    "/api/change-password",
    { schema: { tags, body: ChangePasswordSchema, response: { 200: MessageResponseSchema } }, onRequest: requireUser },
    async (request) => {
      await accounts.changePassword(await sessionOf(request), request.body, clientOf(request));
      return { message: "Password changed successfully" };
    },
  );
};
