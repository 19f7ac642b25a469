import type { FastifyReply, FastifyRequest } from "fastify";
import { type FormReturn, FormReturnSchema } from "@shared/schemas/form-return";
import type { z } from "zod";

/** The short-lived cookie that carries a refused plain form back to its page (signed, so only the shop writes it). */
export const FORM_RETURN_COOKIE = "kk_form";
const MAX_AGE_SECONDS = 120;
/** Browsers keep about 4 KB per cookie; values beyond this are not worth keeping. */
const MAX_COOKIE_LENGTH = 3500;

/** The first message of each field the schema refused. */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === "string" && messages[name] === undefined) messages[name] = issue.message;
  }
  return messages;
}

/** The named fields of a form's body, trimmed to what the page may show again (passwords are never named). */
export function keptValues(body: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((name) => body[name]).map((name) => [name, body[name]!.slice(0, 300)]));
}

export function setFormReturn(reply: FastifyReply, formReturn: FormReturn): void {
  let value = JSON.stringify(formReturn);
  if (value.length > MAX_COOKIE_LENGTH) value = JSON.stringify({ ...formReturn, values: {} });
  reply.setCookie(FORM_RETURN_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: reply.server.sessionCookieSecure,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The form brought back to this request's page, once: the cookie is cleared as it is read. */
export function takeFormReturn(request: FastifyRequest, reply: FastifyReply): FormReturn | undefined {
  const raw = request.cookies[FORM_RETURN_COOKIE];
  if (raw === undefined) return undefined;
  reply.clearCookie(FORM_RETURN_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: reply.server.sessionCookieSecure });
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    const parsed = FormReturnSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
