import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsDir } from "./paths";
import { startShopProcess, type ShopProcess } from "./test/shop-process";
import { withDatabase } from "./test/global-setup";

const DEMO_PRODUCTS = 320;
const ADMIN_EMAIL = "owner@shop.invalid";

// Three real shop processes (server/index.ts), started at the same moment on one empty PostgreSQL
// database, as a fresh deployment with several processes starts: the start-up lock lets one migrate
// and seed while the others wait, then they find the work done.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("three shop processes started at once on an empty database", () => {
  const name = `shop_test_startup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let database: pg.Client;
  let shops: ShopProcess[] = [];
  let started: PromiseSettledResult<ShopProcess>[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabase(process.env.TEST_DATABASE_URL!, name);
    const env = { DATABASE_URL: url, DATABASE_POOL_SIZE: "2", SEED_DEMO: "true", ADMIN_EMAIL, ADMIN_PASSWORD: "a long owner password" };
    started = await Promise.allSettled([1, 2, 3].map(() => startShopProcess(env, { startTimeoutMs: 150_000 })));
    shops = started.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    database = new pg.Client({ connectionString: url });
    await database.connect();
  }, 180_000);
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await database?.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("all come up and answer /readyz", async () => {
    const failures = started.flatMap((outcome) => (outcome.status === "rejected" ? [String(outcome.reason)] : []));
    expect(failures, failures.join("\n\n")).toEqual([]);
    for (const shop of shops) expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
  });

  it("applied each migration once", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
    const migrations = journal.entries.length;
    const { rows } = await database.query<{ applied: number; distinct: number }>(
      "select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
    );
    expect(rows[0]).toEqual({ applied: migrations, distinct: migrations });
  });

  it("seeded one demo catalogue and made one administrator", async () => {
    const { rows: products } = await database.query<{ count: number }>("select count(*)::int as count from products");
    expect(products[0]!.count).toBe(DEMO_PRODUCTS);
    const { rows: admins } = await database.query<{ email: string }>("select email from users where is_admin");
    expect(admins).toEqual([{ email: ADMIN_EMAIL }]);
  });

  it("seeded in one process only", () => {
    const seeded = shops.filter((shop) => shop.output().includes("Empty catalogue: seeding the demo catalogue"));
    expect(seeded).toHaveLength(1);
  });
});
