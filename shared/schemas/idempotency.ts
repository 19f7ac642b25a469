import { z } from "zod";
import { singleLineText } from "./text";

const LENGTH_MESSAGE = "Idempotency-Key must be 8 to 100 characters";

/**
 * The optional Idempotency-Key header of a checkout: the same key within 24 hours answers the first
 * attempt's order instead of placing another. 8 to 100 characters, no control characters.
 */
export const IdempotencyHeadersSchema = z.object({
  "idempotency-key": singleLineText().trim().min(8, LENGTH_MESSAGE).max(100, LENGTH_MESSAGE).optional(),
});
