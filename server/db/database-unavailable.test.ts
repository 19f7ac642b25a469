import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-app";
import { DEFAULT_DATABASE_TIMEOUTS, openDatabase, queryRows } from "./client";
import { isDatabaseUnavailable, unavailableAnswer } from "./database-unavailable";

/** An error as Drizzle throws it: the driver's error as its cause. */
const wrapped = (cause: object) => Object.assign(new Error("Failed query: insert into …"), { cause });

describe("a database away or too slow is a 503 with Retry-After", () => {
  it.each([
    ["the server shutting down (57P01)", { code: "57P01", message: "terminating connection due to administrator command" }],
    ["the server starting up (57P03)", { code: "57P03", message: "the database system is starting up" }],
    ["too many connections (53300)", { code: "53300", message: "sorry, too many clients already" }],
    ["a connection exception (08006)", { code: "08006", message: "connection failure" }],
    ["a refused connection", { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" }],
    ["a connection lost mid-query", new Error("Connection terminated unexpectedly")],
    ["no free connection in time", new Error("timeout exceeded when trying to connect")],
    ["a client that lost its connection", new Error("Client has encountered a connection error and is not queryable")],
  ])("answers 503 unavailable for %s", (_, error) => {
    const answer = unavailableAnswer(wrapped(error));
    expect(answer).toMatchObject({ code: "unavailable", status: 503, options: { headers: { "retry-after": "5" } } });
    expect(answer?.message).toBe("The shop cannot reach its database just now. Please try again in a few seconds.");
  });

  it.each([
    ["the statement timeout (57014)", "57014"],
    ["the lock timeout (55P03)", "55P03"],
  ])("answers 503 busy for %s", (_, code) => {
    expect(unavailableAnswer(wrapped({ code, message: "canceling statement" }))).toMatchObject({ code: "busy", status: 503, options: { headers: { "retry-after": "5" } } });
  });

  it("leaves errors a client causes, and bugs, alone", () => {
    expect(isDatabaseUnavailable(wrapped({ code: "23505", message: "duplicate key" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the timeouts on a PostgreSQL server", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(() => opened?.drop());

  it("sets the statement and lock timeouts on every pooled connection", async () => {
    const database = await openDatabase({ url: opened.database.url, dataDir: "", poolSize: 1, timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, statementMs: 300, lockMs: 200 } });
    try {
      const [row] = await queryRows<{ statement: string; lock: string }>(database.db, sql`select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`);
      expect(row).toEqual({ statement: "300ms", lock: "200ms" });
      const slow = await database.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
      expect(unavailableAnswer(slow)).toMatchObject({ code: "busy", status: 503 });
    } finally {
      await database.close();
    }
  });

  it("gives up waiting for a connection after the connect timeout instead of hanging", async () => {
    const database = await openDatabase({ url: opened.database.url, dataDir: "", poolSize: 1, timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, connectMs: 300 } });
    try {
      const holding = database.db.transaction(() => new Promise((resolve) => setTimeout(resolve, 1500)));
      const started = performance.now();
      const waiting = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(performance.now() - started).toBeLessThan(1200);
      expect(unavailableAnswer(waiting)).toMatchObject({ code: "unavailable", status: 503 });
      await holding;
    } finally {
      await database.close();
    }
  });
});
