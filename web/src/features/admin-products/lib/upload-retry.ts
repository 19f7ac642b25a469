/** Uppy's default pauses between attempts. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;

/**
 * Whether a failed upload is tried again: network failures and server errors are; an expired
 * link (403) and 429 are, after the pause, with a new upload link; 409 is; any other 4xx is not.
 */
export function shouldRetryUpload(status: number | undefined): boolean {
  if (!status) return true;
  if (status >= 500) return true;
  return status === 403 || status === 409 || status === 429;
}

/** The pause before attempt `attempt` (0-based) or null when there are no attempts left. */
export function retryDelay(attempt: number): number | null {
  return RETRY_DELAYS_MS[attempt] ?? null;
}

/** The HTTP status an upload error carries, when it carries one. */
export function statusOfUploadError(error: unknown): number | undefined {
  if (error && typeof error === "object") {
    for (const key of ["status", "statusCode"] as const) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === "number") return value;
    }
    const request = (error as { request?: { status?: unknown } }).request;
    if (typeof request?.status === "number") return request.status;
  }
  return undefined;
}
