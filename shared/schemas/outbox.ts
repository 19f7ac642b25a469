import { z } from "zod";
import { MAIL_KINDS, MAIL_STATES } from "../constants";
import { IsoDateSchema } from "./common";

/** One mail of the outbox as the back office lists it. */
export const OutboxMailSchema = z.object({
  id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  /** Why the last attempt failed, or why the mail was not sent. */
  lastError: z.string().nullable(),
  /** When the next attempt is due, for a pending mail. */
  nextAttemptAt: IsoDateSchema.nullable(),
  orderId: z.string().nullable(),
  createdAt: IsoDateSchema,
  sentAt: IsoDateSchema.nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListQuerySchema = z.object({
  state: z.enum(MAIL_STATES, { error: `Must be one of ${MAIL_STATES.join(", ")}` }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuerySchema>;

export const OutboxListSchema = z.object({
  mails: z.array(OutboxMailSchema),
  total: z.number().int(),
  /** Whether a mail server is configured (SMTP_URL); without one, mails are kept here, not sent. */
  mailServerConfigured: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/**
 * A mail as its recipient sees it: the HTML part and the plain-text part. A mail whose stored data
 * cannot be rendered has neither, and `unreadable` says why.
 */
export const OutboxMailViewSchema = z.object({
  mail: OutboxMailSchema.extend({ from: z.string(), html: z.string().nullable(), text: z.string().nullable(), unreadable: z.string().nullable() }),
});
export type OutboxMailView = z.infer<typeof OutboxMailViewSchema>["mail"];

export const OutboxMailParamsSchema = z.object({ id: z.uuid("Unknown mail") });
