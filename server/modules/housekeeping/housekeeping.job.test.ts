import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, queryRows } from "../../db/client";
import { rateLimitCounters, sessions } from "../../db/schema/accounts";
import { searchQueries } from "../../db/schema/catalog";
import { accountTokens, mailOutbox } from "../../db/schema/mail";
import { idempotencyKeys, paymentEvents } from "../../db/schema/orders";
import { newsletterPendingSubscribers } from "../../db/schema/shopping";
import { createJobRunner } from "../../jobs/job-runner";
import { scheduleStore } from "../../jobs/schedules.repo";
import { quickCustomer } from "../../test/accounts";
import { openTestDatabase } from "../../test/test-app";
import { scheduleHousekeeping } from "./housekeeping.job";
import { createHousekeepingService, type HousekeepingService } from "./housekeeping.service";

let database: DatabaseHandle;
let db: Database;
let drop: () => Promise<void>;
let userId: string;
let housekeeping: HousekeepingService;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  db = database.db;
  housekeeping = createHousekeepingService(db);
  userId = (await quickCustomer(db)).user.id;
});
afterAll(() => drop?.());

/** A moment relative to the database's clock, e.g. ago("2 days") or ago("-10 minutes") for the future. */
const ago = (interval: string) => sql`now() - ${interval}::interval`;

const addSession = (name: string, expiresAt: ReturnType<typeof ago>) => db.insert(sessions).values({ tokenHash: name, userId, expiresAt });

type PrunedTable = "sessions" | "rate_limit_counters" | "idempotency_keys" | "payment_events" | "mail_outbox" | "account_tokens" | "search_queries" | "newsletter_pending_subscribers";

async function remaining<T extends string>(table: PrunedTable, names: T[]): Promise<T[]> {
  const column = { sessions: "token_hash", rate_limit_counters: "key", idempotency_keys: "key", payment_events: "event_id", mail_outbox: "to_address", account_tokens: "token_hash", search_queries: "query", newsletter_pending_subscribers: "email" }[table];
  const rows = await queryRows<{ name: T }>(db, sql`select ${sql.identifier(column)} as name from ${sql.identifier(table)}`);
  const present = new Set(rows.map((row) => row.name));
  return names.filter((name) => present.has(name));
}

describe("housekeeping", () => {
  it("deletes exactly what no request can use any more, of every kind", async () => {
    await addSession("session-expired", ago("1 minute"));
    await addSession("session-live", ago("-1 hour"));

    await db.insert(rateLimitCounters).values([
      { key: "counter-window-long-over", hits: 3, windowStartedAt: ago("25 hours") },
      { key: "counter-block-over", hits: 30, windowStartedAt: ago("2 days"), blockedUntil: ago("1 hour") },
      { key: "counter-still-blocking", hits: 30, windowStartedAt: ago("2 days"), blockedUntil: ago("-10 minutes") },
      { key: "counter-within-a-day", hits: 3, windowStartedAt: ago("23 hours") },
      { key: "counter-current", hits: 1, windowStartedAt: ago("1 minute") },
    ]);

    await db.insert(idempotencyKeys).values([
      { userId, key: "key-25-hours-old", createdAt: ago("25 hours") },
      { userId, key: "key-23-hours-old", createdAt: ago("23 hours") },
    ]);

    const event = (eventId: string, receivedAt: ReturnType<typeof ago>) => ({ eventId, event: "payment.captured", payload: { id: eventId }, receivedAt });
    await db.insert(paymentEvents).values([event("event-91-days-old", ago("91 days")), event("event-89-days-old", ago("89 days"))]);

    const mail = (toAddress: string, state: "pending" | "sent" | "failed", createdAt: ReturnType<typeof ago>) => ({ kind: "welcome" as const, toAddress, subject: "Welcome", data: {}, state, createdAt });
    await db.insert(mailOutbox).values([
      mail("sent-31-days-ago@example.invalid", "sent", ago("31 days")),
      mail("failed-31-days-ago@example.invalid", "failed", ago("31 days")),
      mail("pending-31-days-ago@example.invalid", "pending", ago("31 days")),
      mail("sent-29-days-ago@example.invalid", "sent", ago("29 days")),
    ]);
    const token = (tokenHash: string, expiresAt: ReturnType<typeof ago>) => ({ tokenHash, userId, purpose: "password_reset" as const, email: "a@example.invalid", expiresAt });
    await db.insert(accountTokens).values([token("token-expired", ago("1 minute")), token("token-live", ago("-1 hour"))]);
    const search = (query: string, searchedAt: ReturnType<typeof ago>) => ({ query, results: 0, searchedAt });
    await db.insert(searchQueries).values([search("searched-91-days-ago", ago("91 days")), search("searched-89-days-ago", ago("89 days"))]);

    // Awaiting confirmation: forgotten once the last mail's week-long link has expired, however old the first request.
    const awaiting = (email: string, createdAt: ReturnType<typeof ago>, mailedAt: ReturnType<typeof ago>) => ({ email, createdAt, mailedAt });
    await db.insert(newsletterPendingSubscribers).values([
      awaiting("mailed-8-days-ago@example.invalid", ago("8 days"), ago("8 days")),
      awaiting("mailed-again-6-days-ago@example.invalid", ago("9 days"), ago("6 days")),
      awaiting("mailed-today@example.invalid", ago("1 hour"), ago("1 hour")),
    ]);

    const counts = await housekeeping.run();

    expect(counts).toEqual({ sessions: 1, rateLimitCounters: 2, idempotencyKeys: 1, paymentEvents: 1, mails: 2, accountTokens: 1, searchQueries: 1, unconfirmedSubscriptions: 1 });
    expect(await remaining("sessions", ["session-expired", "session-live"])).toEqual(["session-live"]);
    expect(
      await remaining("rate_limit_counters", ["counter-window-long-over", "counter-block-over", "counter-still-blocking", "counter-within-a-day", "counter-current"]),
    ).toEqual(["counter-still-blocking", "counter-within-a-day", "counter-current"]);
    expect(await remaining("idempotency_keys", ["key-25-hours-old", "key-23-hours-old"])).toEqual(["key-23-hours-old"]);
    expect(await remaining("payment_events", ["event-91-days-old", "event-89-days-old"])).toEqual(["event-89-days-old"]);
    expect(await remaining("mail_outbox", ["sent-31-days-ago@example.invalid", "failed-31-days-ago@example.invalid", "pending-31-days-ago@example.invalid", "sent-29-days-ago@example.invalid"])).toEqual([
      "pending-31-days-ago@example.invalid",
      "sent-29-days-ago@example.invalid",
    ]);
    expect(await remaining("account_tokens", ["token-expired", "token-live"])).toEqual(["token-live"]);
    expect(await remaining("search_queries", ["searched-91-days-ago", "searched-89-days-ago"])).toEqual(["searched-89-days-ago"]);
    expect(await remaining("newsletter_pending_subscribers", ["mailed-8-days-ago@example.invalid", "mailed-again-6-days-ago@example.invalid", "mailed-today@example.invalid"])).toEqual([
      "mailed-again-6-days-ago@example.invalid",
      "mailed-today@example.invalid",
    ]);
    expect(await housekeeping.run()).toEqual({ sessions: 0, rateLimitCounters: 0, idempotencyKeys: 0, paymentEvents: 0, mails: 0, accountTokens: 0, searchQueries: 0, unconfirmedSubscriptions: 0 });
  });

  it("works in batches, and leaves a backlog beyond one run's share for the next run", async () => {
    const names = Array.from({ length: 5 }, () => `backlog-${randomUUID()}`);
    for (const name of names) await addSession(name, ago("1 day"));

    expect((await housekeeping.run({ batchSize: 2, maxBatches: 1 })).sessions).toBe(2);
    expect(await remaining("sessions", names)).toHaveLength(3);
    expect((await housekeeping.run({ batchSize: 2, maxBatches: 5 })).sessions).toBe(3);
    expect(await remaining("sessions", names)).toEqual([]);
  });

  it("shares the work with a run in another process at the same time, each row deleted once", async () => {
    const names = Array.from({ length: 4 }, () => `shared-${randomUUID()}`);
    for (const name of names) await addSession(name, ago("1 day"));
    const runs = await Promise.all([housekeeping.run({ batchSize: 1 }), housekeeping.run({ batchSize: 1 })]);
    expect(runs[0]!.sessions + runs[1]!.sessions).toBe(4);
    expect(await remaining("sessions", names)).toEqual([]);
  });

  it("runs shortly after the job runner starts, again on its interval, and never after it stopped", async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const runner = createJobRunner({ log, schedules: scheduleStore(db) });
    scheduleHousekeeping(runner, housekeeping, { log, firstRunMs: 20, everyMs: 100 });
    const gone = async (name: string) => {
      for (let tries = 0; tries < 500; tries++) {
        if ((await remaining("sessions", [name])).length === 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };

    await addSession("scheduled-first", ago("1 day"));
    runner.start();
    expect(await gone("scheduled-first")).toBe(true);
    await addSession("scheduled-again", ago("1 day"));
    expect(await gone("scheduled-again")).toBe(true);

    await runner.stop();
    await addSession("after-close", ago("1 day"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await remaining("sessions", ["after-close"])).toEqual(["after-close"]);
  });
});
