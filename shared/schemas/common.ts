import { z } from "zod";

export const ErrorCodeSchema = z.enum([
  "invalid_input",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "duplicate",
  "insufficient_stock",
  "price_changed",
  "not_delivered",
  "cod_not_available",
  "idempotency_mismatch",
  "refund_exceeds_payment",
  "not_refundable",
  "too_large",
  "unsupported_type",
  "rate_limited",
  "request_timeout",
  "busy",
  "unavailable",
  "payment_gateway",
  "upstream_failed",
  "upstream_timeout",
  "internal",
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema,
  field: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Catalogue ids are small positive integers; in paths and queries they arrive as text. */
export const IdParamSchema = z.coerce
  .number({ error: "Must be a whole number" })
  .int("Must be a whole number")
  .positive("Must be a positive id")
  .max(2_147_483_647, "Id is too large");

/** Money in API bodies and answers: a decimal string with two decimals, e.g. "1299.00". */
export const MoneyStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const IsoDateSchema = z.string();

/** A catalogue id inside a JSON body. */
export const CatalogIdSchema = z
  .number({ error: "Must be a product id" })
  .int("Must be a product id")
  .positive("Must be a product id")
  .max(2_147_483_647, "Must be a product id");
