import { AppError } from "../errors";

/** How long a client is told to wait before trying again while the database is away (Retry-After). */
export const RETRY_AFTER_OUTAGE_SECONDS = 5;

/**
 * SQLSTATEs that say the server is going away, not there yet, or full: class 08 (connection
 * exceptions), admin/crash shutdown and "the database system is starting up" (57P01–57P03), too
 * many connections (53300), and a session ended for idling in a transaction (25P03).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|25P03)$/;
/** The statement or lock timeout fired (57014 query_canceled, 55P03 lock_not_available): the database is too slow just now. */
const TIMED_OUT_STATES = new Set(["57014", "55P03"]);
/** What Node reports when the socket to the server fails. */
const SOCKET_FAILURES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTCONN", "EAI_AGAIN"]);
/** What node-postgres and its pool say, without a code, when a connection is lost or cannot be had in time. */
const DRIVER_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Client was closed/i;

type Kind = "unavailable" | "timed_out";

function kindOf(error: unknown): Kind | undefined {
  let current: unknown = error;
  // Drizzle wraps the driver's error as its cause; a failed transaction may wrap it once more.
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (UNAVAILABLE_STATES.test(code) || SOCKET_FAILURES.has(code)) return "unavailable";
      if (TIMED_OUT_STATES.has(code)) return "timed_out";
    }
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return "unavailable";
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error means the database could not be reached or did not answer in time (nothing the client did wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return kindOf(error) !== undefined;
}

/** The 503 a request gets while the database is away or too slow, with Retry-After; undefined for other errors. */
export function unavailableAnswer(error: unknown): AppError | undefined {
  const kind = kindOf(error);
  if (!kind) return undefined;
  const headers = { "retry-after": String(RETRY_AFTER_OUTAGE_SECONDS) };
  return kind === "unavailable"
    ? new AppError("unavailable", "The shop cannot reach its database just now. Please try again in a few seconds.", { headers })
    : new AppError("busy", "The shop is busy right now. Please try again in a moment.", { headers });
}
