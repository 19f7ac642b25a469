import type { FastifyRequest } from "fastify";

/** Where log lines go: one JSON line per call (pino's destination). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Query parameters that carry a secret: the one-time links the shop mails (a password reset, an address
 * to verify, a newsletter unsubscribe) hold their token in the address, and a log is read by more people,
 * and kept longer, than the link is meant to live.
 */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** The address as the log may show it: each secret parameter's value replaced. */
export function withoutSecrets(url: string): string {
  return url.replace(SECRET_QUERY, "$1[redacted]");
}

/** Fastify's logger settings: the request as Fastify logs it by default, its secrets removed. */
export function requestLogOptions(level: string, stream?: LogDestination) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ["req.headers.cookie", "req.headers.authorization"],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
