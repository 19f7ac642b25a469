import type { ErrorCode } from "@shared/schemas/common";

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  duplicate: 409,
  insufficient_stock: 409,
  price_changed: 409,
  not_delivered: 409,
  cod_not_available: 409,
  idempotency_mismatch: 422,
  refund_exceeds_payment: 409,
  not_refundable: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  request_timeout: 408,
  busy: 503,
  unavailable: 503,
  internal: 500,
  payment_gateway: 502,
  upstream_failed: 502,
  upstream_timeout: 504,
};

export interface AppErrorOptions {
  field?: string;
  issues?: Array<{ path: string; message: string }>;
  /** Extra fields for the body, e.g. the server's totals on price_changed. */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The one error type services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
