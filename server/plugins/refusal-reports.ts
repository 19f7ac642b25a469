/** What a refused request's error came down to: the driver's innermost message and code, never the query or its parameters. */
export function refusalCause(error: unknown): { message: string; code?: string } {
  let current: unknown = error;
  let found: { message: string; code?: string } = { message: String(error) };
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof message === "string") found = { message: message.split("\n")[0]!.slice(0, 200), code: typeof code === "string" ? code : undefined };
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

export interface RefusalReport {
  /** Refusals left out of the log since the last line written. */
  notLogged: number;
}

/**
 * While the database is away, or the shop is saturated, every request is refused the same way, hundreds
 * a second. The log is written synchronously, so one line with a stack for each would stall the process
 * as soon as its reader fell behind. The first refusal of each `windowMs` is logged, with how many were
 * left out since; the others only counted.
 */
export function createRefusalReports({ windowMs = 10_000, now = Date.now }: { windowMs?: number; now?: () => number } = {}) {
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  let notLogged = 0;
  return {
    /** A report to log for this refusal, or undefined when it is only counted. */
    next(): RefusalReport | undefined {
      const at = now();
      if (at - lastLoggedAt < windowMs) {
        notLogged += 1;
        return undefined;
      }
      lastLoggedAt = at;
      const report = { notLogged };
      notLogged = 0;
      return report;
    },
  };
}
