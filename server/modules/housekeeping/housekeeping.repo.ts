import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type Database, queryRows } from "../../db/client";
import { rateLimitCounters, sessions } from "../../db/schema/accounts";
import { searchQueries } from "../../db/schema/catalog";
import { accountTokens, mailOutbox } from "../../db/schema/mail";
import { idempotencyKeys, paymentEvents } from "../../db/schema/orders";
import { newsletterPendingSubscribers } from "../../db/schema/shopping";
import { LONGEST_WINDOW_SECONDS } from "../rate-limits/counters";

/** A replayed checkout is recognised for 24 hours (orders.repo.ts); after that its key is new again. */
const IDEMPOTENCY_KEY_HOURS = 24;
/**
 * A gateway retries a webhook for about a day, so the event id guards against duplicates only that
 * long. The rest of the 90 days keeps what the gateway told the shop at hand for a customer's question
 * about a payment, a refund or a dispute, which come within weeks; after that the gateway's dashboard
 * and the order itself (paid, with its payment id) are the record.
 */
const PAYMENT_EVENT_DAYS = 90;
/**
 * The outbox answers "did the shop write to me?" for a month; a mail still pending is never deleted
 * (it ends, sent or failed, within a day).
 */
const MAIL_DAYS = 30;
/** A newsletter address not confirmed within the week its last confirmation link works is forgotten. */
const UNCONFIRMED_SUBSCRIPTION_DAYS = 7;
/** The back office reports on the searches of the last 90 days at most. */
const SEARCH_QUERY_DAYS = 90;

/**
 * Deletes at most `limit` rows of `table` matching `where` (picked by their physical row id, which every
 * table has) and answers how many it deleted. The rows are picked with SKIP LOCKED, so processes pruning
 * at the same time share the work instead of waiting for each other, and a row some request is using
 * right now is left for the next run.
 */
async function deleteBatch(db: Database, table: PgTable, where: SQL, limit: number): Promise<number> {
  const statement = sql`delete from ${table} where ctid in (
    select ctid from ${table} where ${where} limit ${limit} for update skip locked
  ) returning 1`;
  return (await queryRows(db, statement)).length;
}

export function deleteExpiredSessions(db: Database, limit: number): Promise<number> {
  return deleteBatch(db, sessions, sql`${sessions.expiresAt} < now()`, limit);
}

/** Counters whose window is over and that block nobody: the next hit would start them from 1 anyway. */
export function deleteFinishedRateLimitCounters(db: Database, limit: number): Promise<number> {
  const c = rateLimitCounters;
  const finished = sql`${c.windowStartedAt} < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})
    and (${c.blockedUntil} is null or ${c.blockedUntil} <= now())`;
  return deleteBatch(db, c, finished, limit);
}

export function deleteOldIdempotencyKeys(db: Database, limit: number): Promise<number> {
  const k = idempotencyKeys;
  return deleteBatch(db, k, sql`${k.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`, limit);
}

export function deleteOldPaymentEvents(db: Database, limit: number): Promise<number> {
  const e = paymentEvents;
  return deleteBatch(db, e, sql`${e.receivedAt} < now() - make_interval(days => ${PAYMENT_EVENT_DAYS})`, limit);
}

export function deleteOldMails(db: Database, limit: number): Promise<number> {
  const m = mailOutbox;
  return deleteBatch(db, m, sql`${m.state} <> 'pending' and ${m.createdAt} < now() - make_interval(days => ${MAIL_DAYS})`, limit);
}

/** One-time links that expired; a used one stays until its expiry too, which is what refuses it a second time anyway. */
export function deleteExpiredAccountTokens(db: Database, limit: number): Promise<number> {
  return deleteBatch(db, accountTokens, sql`${accountTokens.expiresAt} < now()`, limit);
}

export function deleteOldSearchQueries(db: Database, limit: number): Promise<number> {
  return deleteBatch(db, searchQueries, sql`${searchQueries.searchedAt} < now() - make_interval(days => ${SEARCH_QUERY_DAYS})`, limit);
}

/** Newsletter addresses still awaiting confirmation a week after their last mail: that mail's link has expired. */
export function deleteUnconfirmedSubscriptions(db: Database, limit: number): Promise<number> {
  const p = newsletterPendingSubscribers;
  return deleteBatch(db, p, sql`${p.mailedAt} < now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})`, limit);
}
