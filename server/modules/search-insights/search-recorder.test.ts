import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, queryRows } from "../../db/client";
import { openTestDatabase } from "../../test/test-app";
import { createSearchRecorder, normaliseSearchQuery } from "./search-recorder";

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = opened.drop;
});
afterAll(() => drop?.());

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

/** The rows recorded for words starting with `prefix`, in the order written. */
const recorded = (prefix: string) =>
  queryRows<{ query: string; results: number; correctedQuery: string | null }>(
    db,
    sql`select query, results, corrected_query as "correctedQuery" from search_queries where query like ${`${prefix}%`} order by id`,
  );

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 250; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never happened");
}

describe("normaliseSearchQuery", () => {
  it("trims, lowers and collapses spaces", () => {
    expect(normaliseSearchQuery("  Baby \t  LOTION  ")).toBe("baby lotion");
  });

  it("keeps at most 100 characters, never half of one", () => {
    expect(normaliseSearchQuery("a".repeat(150))).toBe("a".repeat(100));
    expect(normaliseSearchQuery(`${"a".repeat(99)}🧸🧸`)).toBe(`${"a".repeat(99)}🧸`);
  });

  it("finds no words in blank text", () => {
    expect(normaliseSearchQuery("   ")).toBeNull();
  });
});

describe("the search recorder", () => {
  it("writes the searches waiting when flushed, tidied, and skips blank ones", async () => {
    const recorder = createSearchRecorder(db, { log: quietLog() });
    recorder.record({ query: "Flush  Rattle", results: 3, correctedQuery: null });
    recorder.record({ query: "flush rattel", results: 3, correctedQuery: "Flush Rattle" });
    recorder.record({ query: "   ", results: 0, correctedQuery: null });
    expect(await recorded("flush")).toEqual([]);

    await recorder.flush();
    expect(await recorded("flush")).toEqual([
      { query: "flush rattle", results: 3, correctedQuery: null },
      { query: "flush rattel", results: 3, correctedQuery: "flush rattle" },
    ]);
    await recorder.flush();
    expect(await recorded("flush")).toHaveLength(2);
    await recorder.close();
  });

  it("writes on its own after a while, or as soon as enough are waiting", async () => {
    const timed = createSearchRecorder(db, { log: quietLog(), flushEveryMs: 20 });
    timed.record({ query: "timed swing", results: 1, correctedQuery: null });
    await eventually(async () => (await recorded("timed")).length === 1);
    await timed.close();

    const full = createSearchRecorder(db, { log: quietLog(), flushEveryMs: 60_000, flushAt: 3 });
    for (const word of ["a", "b", "c"]) full.record({ query: `full ${word}`, results: 0, correctedQuery: null });
    await eventually(async () => (await recorded("full")).length === 3);
    await full.close();
  });

  it("drops searches beyond the most that may wait, and says how many", async () => {
    const log = quietLog();
    const recorder = createSearchRecorder(db, { log, maxWaiting: 2 });
    for (const word of ["a", "b", "c", "d", "e"]) recorder.record({ query: `bounded ${word}`, results: 0, correctedQuery: null });
    await recorder.flush();
    expect((await recorded("bounded")).map((row) => row.query)).toEqual(["bounded a", "bounded b"]);
    expect(log.warn).toHaveBeenCalledWith({ dropped: 3 }, expect.any(String));
    await recorder.close();
  });

  it("logs a failed write and drops its searches, without throwing", async () => {
    const log = quietLog();
    const recorder = createSearchRecorder({} as Database, { log });
    recorder.record({ query: "lost words", results: 0, correctedQuery: null });
    await expect(recorder.flush()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ dropped: 1 }), expect.any(String));
    await recorder.flush();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it("writes what is waiting when closed, and takes nothing after", async () => {
    const recorder = createSearchRecorder(db, { log: quietLog() });
    recorder.record({ query: "closing cot", results: 2, correctedQuery: null });
    await recorder.close();
    recorder.record({ query: "closing late", results: 2, correctedQuery: null });
    await recorder.flush();
    expect((await recorded("closing")).map((row) => row.query)).toEqual(["closing cot"]);
  });
});
