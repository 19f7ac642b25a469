import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory } from "../test/factories";
import { openTestDatabase } from "../test/test-app";
import { type DatabaseHandle, queryRows } from "./client";

// Two transactions locking two rows in opposite order deadlock; that needs a server with real concurrency.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("transactions that PostgreSQL aborts for a conflict", () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop?.());

  it("are run once more, so both of two deadlocked transactions complete", async () => {
    const db = database.db;
    const [first, second] = [await createCategory(db), await createCategory(db)];
    let attempts = 0;
    const lockBoth = (one: number, other: number) =>
      db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`select id from categories where id = ${one} for update`);
        await tx.execute(sql`select pg_sleep(0.2)`);
        await tx.execute(sql`update categories set sort_order = sort_order + 1 where id = ${other}`);
      });
    await Promise.all([lockBoth(first.id, second.id), lockBoth(second.id, first.id)]);
    expect(attempts).toBe(3);
    const [row] = await queryRows<{ total: number }>(db, sql`select sum(sort_order)::int as total from categories where id in (${first.id}, ${second.id})`);
    expect(row!.total).toBe(2);
  });
});
