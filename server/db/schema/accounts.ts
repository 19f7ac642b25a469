import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phoneNumber: text("phone_number"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Subject of the linked OpenID Connect account, when the user signed in through it. */
    oidcSubject: text("oidc_subject"),
    /** When the user proved they read mail at this address (a link, or the identity provider said so). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_oidc_subject_key").on(t.oidcSubject),
    index("users_created_at_idx").on(t.createdAt),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the session token; the token itself is only ever in the cookie. */
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** Counters shared by every app process: failed sign-ins per account and per address, form rate limits. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/**
 * Accounts erased at their owner's request (the right to erasure): the record the back office shows.
 * It holds no personal data: the account's former id, when, and what was kept for the law.
 */
export const accountErasures = pgTable(
  "account_erasures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The id the account had; it no longer names a user. */
    formerUserId: uuid("former_user_id").notNull(),
    erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
    /** Orders kept, without name, e-mail and phone, for the books and the GST retention period. */
    ordersKept: integer("orders_kept").notNull().default(0),
    /** Reviews kept without their author. */
    reviewsKept: integer("reviews_kept").notNull().default(0),
  },
  (t) => [index("account_erasures_erased_at_idx").on(t.erasedAt)],
);
