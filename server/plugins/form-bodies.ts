import type { FastifyInstance } from "fastify";

/** The body of a plain HTML form, sent by a browser whose page script has not run (or never runs). */
export const FORM_TYPE = "application/x-www-form-urlencoded";
const FORM_BODY_LIMIT = 8 * 1024;

/** A form's fields, each its first value; a field sent twice is not a second value. */
export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}

/**
 * Lets the routes of this plugin (and only them) read plain form bodies, as a record of fields: every
 * other write of the shop takes JSON alone.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, formFields(String(body))));
}
