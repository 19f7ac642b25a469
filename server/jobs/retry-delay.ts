/**
 * How long to wait before the `attempt`-th retry: `firstMs`, doubling each time, at most `maxMs`.
 * Mails and refunds wait 30 s, 1 min, 2 min… up to an hour; the runner itself, when taking work keeps
 * failing (the database away), 1 s, 2 s… up to a minute.
 */
export function retryDelayMs(attempt: number, { firstMs, maxMs }: { firstMs: number; maxMs: number }): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}

/** The wait before an outside call (a mail, a refund) is tried again after its `attempt`-th failure. */
export const itemRetryDelayMs = (attempt: number) => retryDelayMs(attempt, { firstMs: 30_000, maxMs: 3_600_000 });
