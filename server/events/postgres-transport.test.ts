import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, queryRows } from "../db/client";
import { openTestDatabase } from "../test/test-app";
import { createEventBus, transactionThenEmit } from "./event-bus";
import { createPostgresTransport, LISTENER_APPLICATION_NAME } from "./postgres-transport";

function recordingLog() {
  const lines: Array<{ level: string; message: string; object: Record<string, unknown> }> = [];
  const at = (level: string) => (object: object, message: string) => void lines.push({ level, message, object: object as Record<string, unknown> });
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

function listening() {
  const received: string[] = [];
  let missed = 0;
  return { received, missedCount: () => missed, handlers: { receive: (text: string) => void received.push(text), missed: () => void (missed += 1) } };
}

it("keeps trying to connect while the server refuses, waiting twice as long each time up to a ceiling, and stops once closed", async () => {
  const log = recordingLog();
  // Nothing listens on port 1: every attempt is refused at once.
  const transport = createPostgresTransport({ url: "postgres://nobody@127.0.0.1:1/none", db: {} as Database, log, backoff: { firstMs: 20, maxMs: 80 } });
  await transport.start(listening().handlers);
  await vi.waitFor(() => expect(log.lines.length).toBeGreaterThanOrEqual(5), { timeout: 5000 });
  await transport.close();
  const waits = log.lines.map((line) => line.object.retryInMs);
  expect(waits.slice(0, 5)).toEqual([20, 40, 80, 80, 80]);
  expect(log.lines.every((line) => line.level === "warn" && line.object.err instanceof Error)).toBe(true);
  const attempts = log.lines.length;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(log.lines).toHaveLength(attempts);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("LISTEN/NOTIFY on a PostgreSQL server", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(() => opened?.drop());

  const transportWith = (log: ReturnType<typeof recordingLog>, backoff?: { firstMs: number; maxMs: number }) =>
    createPostgresTransport({ url: opened.database.url!, db: opened.database.db, log, backoff });
  const listenersOnServer = async () =>
    queryRows<{ pid: number }>(
      opened.database.db,
      sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${`${LISTENER_APPLICATION_NAME} ${process.pid}`}`,
    );

  it("hands what one process publishes to every listening process, itself included, on one connection each", async () => {
    const [a, b] = [transportWith(recordingLog()), transportWith(recordingLog())];
    const [atA, atB] = [listening(), listening()];
    await a.start(atA.handlers);
    await b.start(atB.handlers);
    try {
      expect((await listenersOnServer()).map((row) => row.pid).sort()).toEqual([a.listenerPid(), b.listenerPid()].sort());
      await a.publish('{"hello":1}');
      await vi.waitFor(() => expect([atA.received, atB.received]).toEqual([['{"hello":1}'], ['{"hello":1}']]));
    } finally {
      await a.close();
      await b.close();
    }
    expect(await listenersOnServer()).toEqual([]);
  });

  it("sends a transaction's events with its commit, through the transaction itself, and never when it does not commit", async () => {
    // The publishing process's pool is gone once its transaction has committed (as if it stopped there): only what the transaction carried can arrive.
    const poolGone = { execute: () => Promise.reject(new Error("the process stopped")) } as unknown as Database;
    const publishing = createEventBus({ log: recordingLog(), transport: createPostgresTransport({ url: opened.database.url!, db: poolGone, log: recordingLog() }) });
    const other = createEventBus({ log: recordingLog(), transport: transportWith(recordingLog()) });
    const heard: number[][] = [];
    other.on("product.changed", ({ productIds }) => void heard.push(productIds));
    await other.start();
    const { db } = opened.database;
    await db.execute(sql`create table deferred_twins (id int unique deferrable initially deferred)`);
    try {
      await transactionThenEmit(db, publishing, async (_tx, pending) => pending.add("product.changed", { productIds: [1] }));
      await vi.waitFor(() => expect(heard).toEqual([[1]]));

      const rolledBack = transactionThenEmit(db, publishing, async (_tx, pending) => {
        pending.add("product.changed", { productIds: [2] });
        throw new Error("refused");
      });
      await expect(rolledBack).rejects.toThrow("refused");
      // The commit itself fails (a deferred check), after the message was queued in the transaction.
      const failedCommit = transactionThenEmit(db, publishing, async (tx, pending) => {
        await tx.execute(sql`insert into deferred_twins values (1), (1)`);
        pending.add("product.changed", { productIds: [3] });
      });
      await expect(failedCommit).rejects.toThrow();
      await transactionThenEmit(db, publishing, async (_tx, pending) => pending.add("product.changed", { productIds: [4] }));
      await vi.waitFor(() => expect(heard).toEqual([[1], [4]]));
    } finally {
      await db.execute(sql`drop table deferred_twins`);
      await other.close();
      await publishing.close();
    }
  });

  it("reconnects by itself after its connection is killed, says that messages may have been missed, and hears again", async () => {
    const log = recordingLog();
    const publisher = transportWith(recordingLog());
    const listener = transportWith(log, { firstMs: 300, maxMs: 1000 });
    const heard = listening();
    await listener.start(heard.handlers);
    try {
      const killed = listener.listenerPid();
      await opened.database.db.execute(sql`select pg_terminate_backend(${killed})`);
      await vi.waitFor(() => expect(listener.listenerPid()).toBeUndefined());
      await publisher.publish("while nobody listened");

      await vi.waitFor(() => expect(heard.missedCount()).toBe(1), { timeout: 5000 });
      expect(listener.listenerPid()).toEqual(expect.any(Number));
      expect(listener.listenerPid()).not.toBe(killed);
      expect(log.lines.map((line) => [line.level, line.message])).toEqual([
        ["warn", "shop events: no listening connection to PostgreSQL; reconnecting"],
        ["info", "shop events: listening again"],
      ]);

      await publisher.publish("after reconnecting");
      await vi.waitFor(() => expect(heard.received).toEqual(["after reconnecting"]));
    } finally {
      await listener.close();
      await publisher.close();
    }
  });
});
