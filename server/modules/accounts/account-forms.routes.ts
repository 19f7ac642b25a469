import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { safeReturnUrl, withReturnUrl } from "@shared/return-url";
import type { FormReturn } from "@shared/schemas/form-return";
import { LoginSchema, RegisterSchema } from "@shared/schemas/accounts";
import { singleLineText } from "@shared/schemas/text";
import { z } from "zod";
import { AppError } from "../../errors";
import { setSessionCookie } from "../../plugins/auth";
import { acceptFormBodies, FORM_TYPE } from "../../plugins/form-bodies";
import { fieldMessages, keptValues, setFormReturn } from "../../plugins/form-return";
import { type AccountsService, SIGNED_UP } from "./accounts.service";
import { SESSION_COOKIE } from "./session-token";

const FormQuerySchema = z.object({ returnUrl: singleLineText().optional() });
const SIGN_UP_KEPT = ["firstName", "lastName", "email", "phoneNumber"] as const;

/** Back to the form's page with what it said, by a GET (so a reload does not send the form again). */
function backToForm(reply: FastifyReply, page: "/signin" | "/signup", returnUrl: string, formReturn: FormReturn) {
  setFormReturn(reply, formReturn);
  return reply.header("cache-control", "no-store").redirect(withReturnUrl(page, returnUrl), 303);
}

/** A refusal the page can show; anything else is the server's own failure and stays a 500. */
function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  throw error;
}

/**
 * Sign-in and sign-up as plain HTML forms, for a browser whose script has not run (or never runs): the
 * pages' forms post here, to their own address, as `application/x-www-form-urlencoded`. Checked by the
 * same schemas and the same service as POST /api/login and /api/register (rate limits, throttle, the
 * session cookie) and, like every write, by the origin check. Success goes on to the page the shopper
 * came from; a refusal goes back to the form with its message and what was typed, except the password.
 */
export const accountFormsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  const schema = { tags: ["accounts"], querystring: FormQuerySchema, consumes: [FORM_TYPE] };
  acceptFormBodies(app);

  app.post("/signin", { schema }, async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnUrl);
    const body = (request.body ?? {}) as Record<string, string>;
    const values = keptValues(body, ["email"]);
    const input = LoginSchema.safeParse(body);
    if (!input.success) return backToForm(reply, "/signin", returnUrl, { form: "signin", errors: fieldMessages(input.error.issues), values });
    try {
      const { token } = await accounts.login(input.data, { ip: request.ip, userAgent: request.headers["user-agent"] });
      // As POST /api/login: only a successful sign-in replaces the session the browser had.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await accounts.logout(previous);
      setSessionCookie(reply, token);
    } catch (error) {
      const { message, options } = refusal(error);
      return backToForm(reply, "/signin", returnUrl, { form: "signin", message, errors: options.field ? { [options.field]: message } : {}, values });
    }
    return reply.header("cache-control", "no-store").redirect(returnUrl, 303);
  });

  app.post("/signup", { schema }, async (request, reply) => {
    const returnUrl = safeReturnUrl(request.query.returnUrl);
    const body = (request.body ?? {}) as Record<string, string>;
    const values = keptValues(body, SIGN_UP_KEPT);
    const input = RegisterSchema.safeParse(body);
    if (!input.success) return backToForm(reply, "/signup", returnUrl, { form: "signup", errors: fieldMessages(input.error.issues), values });
    try {
      await accounts.register(input.data, { ip: request.ip, userAgent: request.headers["user-agent"] });
    } catch (error) {
      const { message, options } = refusal(error);
      return backToForm(reply, "/signup", returnUrl, { form: "signup", message, errors: options.field ? { [options.field]: message } : {}, values });
    }
    return backToForm(reply, "/signin", returnUrl, {
      form: "signin",
      notice: SIGNED_UP,
      errors: {},
      values: { email: input.data.email },
    });
  });
};
