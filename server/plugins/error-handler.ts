import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody, ErrorCode } from "@shared/schemas/common";
import { translateDatabaseError } from "../db/database-errors";
import { AppError } from "../errors";
import { createRefusalReports, refusalCause } from "./refusal-reports";

/** Fastify's own client errors (bad JSON, body too large, wrong content type) mapped onto our codes. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "too_large";
  if (status === 415) return "unsupported_type";
  if (status === 429) return "rate_limited";
  return "invalid_input";
}

function validationBody(error: { validation: Array<{ instancePath: string; message?: string }>; validationContext?: string }): ErrorBody {
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "",
    message: issue.message ?? "Invalid value",
  }));
  const first = issues[0];
  return {
    code: "invalid_input",
    message: first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid input",
    field: first?.path || undefined,
    issues,
  };
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook or handler runs (an address with a
 * broken percent escape or invalid UTF-8, a path parameter longer than the router takes), in the same shape.
 * The address is not echoed back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    void reply.status(500).send({ message: "Internal Server Error", code: "internal" } satisfies ErrorBody);
    return;
  }
  const message = status === 414 ? "A part of this address is too long." : "This address is not valid.";
  void reply.status(status).send({ message, code: codeForStatus(status) } satisfies ErrorBody);
}

/** One error handler: the one error shape of the API, and nothing of a 5xx leaks. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  const refusals = createRefusalReports();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    const known = error instanceof AppError ? error : translateDatabaseError(error);
    if (known) {
      const { field, issues, details, headers } = known.options;
      if (headers) reply.headers(headers);
      if (known.status === 503) {
        const report = refusals.next();
        if (report) request.log.warn({ code: known.code, cause: refusalCause(error), ...report }, "request refused: the shop or its database is unavailable");
      } else if (known.status >= 500) {
        request.log.error({ err: known }, "request failed");
      } else if (known !== error) {
        request.log.warn({ code: known.code, cause: refusalCause(error) }, "database refused the request");
      }
      return reply.status(known.status).send({ ...details, message: known.message, code: known.code, field, issues } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: codeForStatus(status) } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: "Internal Server Error", code: "internal" } satisfies ErrorBody);
  });
});
