import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { START_UP_LOCK_KEY, withStartUpLock } from "./start-up-lock";

describe("the start-up lock", () => {
  it("runs the work at once on the embedded database, which one process has open at a time", async () => {
    const said: string[] = [];
    const handle = { kind: "pglite" } as DatabaseHandle;
    expect(await withStartUpLock(handle, (message) => said.push(message), async () => "done")).toBe("done");
    expect(said).toEqual([]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the start-up lock on PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL!;
  const handle = { kind: "postgres", url } as DatabaseHandle;
  const holder = new pg.Client({ connectionString: url });
  beforeAll(() => holder.connect());
  afterAll(() => holder.end());

  it("waits, saying so, while another process holds it, and runs the work once it is free", async () => {
    await holder.query("select pg_advisory_lock($1)", [START_UP_LOCK_KEY]);
    const said: string[] = [];
    let ran = false;
    const waiting = withStartUpLock(handle, (message) => said.push(message), async () => {
      ran = true;
    });
    await expect.poll(() => said, { timeout: 5000 }).toEqual([expect.stringContaining("Another shop process is preparing the database")]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toBe(false);
    await holder.query("select pg_advisory_unlock($1)", [START_UP_LOCK_KEY]);
    await waiting;
    expect(ran).toBe(true);
  });

  it("is released when the work fails, so the next process is not stuck", async () => {
    await expect(withStartUpLock(handle, () => {}, () => Promise.reject(new Error("migration failed")))).rejects.toThrow("migration failed");
    const { rows } = await holder.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [START_UP_LOCK_KEY]);
    expect(rows[0]!.locked).toBe(true);
    await holder.query("select pg_advisory_unlock($1)", [START_UP_LOCK_KEY]);
  });
});
