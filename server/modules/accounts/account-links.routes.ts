import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChangeEmailResponseSchema,
  ChangeEmailSchema,
  ForgotPasswordSchema,
  MessageResponseSchema,
  ResetPasswordSchema,
  UserResponseSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from "@shared/schemas/accounts";
import { ErrorBodySchema } from "@shared/schemas/common";
import { currentSession, requireUser, sessionOf, setSessionCookie } from "../../plugins/auth";
import { RESET_REQUESTED } from "./account-links";
import type { AccountsService } from "./accounts.service";

/** The links the shop mails: forgotten password, verifying an address, changing it. */
export const accountLinksRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  const tags = ["accounts"];
  const errors = { 400: ErrorBodySchema, 429: ErrorBodySchema };

  app.post(
    "/api/forgot-password",
    { schema: { tags, body: ForgotPasswordSchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => {
      await accounts.requestPasswordReset(request.body, { ip: request.ip });
      return { message: RESET_REQUESTED };
    },
  );

  app.post("/api/reset-password", { schema: { tags, body: ResetPasswordSchema, response: { 200: UserResponseSchema, ...errors } } }, async (request, reply) => {
    const { token, user } = await accounts.resetPassword(request.body, { ip: request.ip, userAgent: request.headers["user-agent"] });
    setSessionCookie(reply, token);
    return { user };
  });

  app.post(
    "/api/verify-email",
    { schema: { tags, body: VerifyEmailSchema, response: { 200: VerifyEmailResponseSchema, 409: ErrorBodySchema, ...errors } } },
    async (request) => {
      const session = await currentSession(request);
      return accounts.verifyEmail(request.body, session?.user.id ?? null, { ip: request.ip });
    },
  );

  app.post(
    "/api/verify-email/resend",
    { schema: { tags, response: { 200: MessageResponseSchema, 429: ErrorBodySchema } }, onRequest: requireUser },
    async (request) => accounts.resendVerification((await sessionOf(request)).user),
  );

  app.post(
    "/api/profile/email",
    { schema: { tags, body: ChangeEmailSchema, response: { 200: ChangeEmailResponseSchema, 409: ErrorBodySchema, ...errors } }, onRequest: requireUser },
    async (request) => accounts.changeEmail((await sessionOf(request)).user, request.body, { ip: request.ip }),
  );
};
