import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ACCOUNT_TOKEN_PURPOSES, type AccountTokenPurpose, MAIL_KINDS, MAIL_STATES, type MailKind, type MailState } from "@shared/constants";
import { users } from "./accounts";
import { isOneOf } from "./checks";
import { orders } from "./orders";

/**
 * E-mails to send, written in the same transaction as what caused them (an order placed, a password
 * reset asked for), and sent afterwards by the job runner of any worker. Taking a row leases it: one
 * more attempt and `next_attempt_at` moved past the lease (renewed while the mail server answers), instead
 * of holding a lock while the worker talks to the mail server; the outcome is recorded only by the attempt
 * that holds it (`attempts` unchanged). A process killed mid-send leaves the row to be sent again once its
 * lease has run out. So a mail goes out at least once, and twice only if its sender died between the mail
 * server's acceptance and the record of it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<MailKind>().notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /** What the template needs, as it was when the mail was written; the mail is rendered from it. */
    data: jsonb("data").notNull(),
    state: text("state").$type<MailState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("mail_outbox_kind_known", isOneOf(t.kind, MAIL_KINDS)),
    check("mail_outbox_state_known", isOneOf(t.state, MAIL_STATES)),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_order_idx").on(t.orderId),
  ],
);

/**
 * One-time links mailed to a user: a password reset (1 hour) or an address to verify (7 days; when it
 * differs from the account's address, using the link makes it the account's address). Only a SHA-256 of
 * the token is stored; a token is used once.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull(),
    /** The address the link was sent to (for verify_email, the address it proves). */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [check("account_tokens_purpose_known", isOneOf(t.purpose, ACCOUNT_TOKEN_PURPOSES)), index("account_tokens_user_idx").on(t.userId, t.purpose)],
);
