import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_APPLICATION_NAME } from "../events/postgres-transport";
import { quickCustomer } from "../test/accounts";
import { countByStatus, streamOrders } from "../test/order-stream";
import { type PrivatePostgres, privatePostgresUnavailable, startPrivatePostgres } from "../test/private-postgres";
import { catalogueFixture } from "../test/shop-fixtures";
import { startShopProcess, type ShopProcess } from "../test/shop-process";
import { type DatabaseHandle, openDatabase, queryRows } from "./client";
import { orders } from "./schema/orders";

const SHOPPERS = 20;
const PORTS = { from: 3240, to: 3259 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// With the PostgreSQL suite, on a server of its own, which it stops and starts (the machine's shared one must never be restarted).
const unavailable = process.env.TEST_DATABASE_URL ? privatePostgresUnavailable() : "runs with the PostgreSQL suite (TEST_DATABASE_URL)";

describe.skipIf(unavailable)(`a real shop taking orders from ${SHOPPERS} shoppers while its PostgreSQL server restarts${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  let server: PrivatePostgres;
  let shop: ShopProcess;
  let product: { id: number; slug: string; total: string };
  let cookies: string[];
  const openShopDatabase = () => openDatabase({ url: server.url, dataDir: "", poolSize: 2 });

  beforeAll(async () => {
    server = await startPrivatePostgres(PORTS);
    const database = await openShopDatabase();
    try {
      await database.migrate();
      const catalogue = await catalogueFixture(database.db);
      const created = await catalogue.product({ price: 500, stockQuantity: 1_000_000 });
      product = { id: created.id, slug: created.slug, total: "599.00" };
      cookies = await Promise.all(Array.from({ length: SHOPPERS }, async () => (await quickCustomer(database.db)).cookie));
    } finally {
      await database.close();
    }
    shop = await startShopProcess({ DATABASE_URL: server.url, DATABASE_POOL_SIZE: "4" }, { ports: PORTS });
  }, 180_000);
  afterAll(async () => {
    await shop?.stop();
    server?.remove();
  });

  it("answers 503 with Retry-After while it is down, never 500 or a hang, takes orders again within 10 s, and loses no acknowledged order", async () => {
    const stream = streamOrders(shop.url, cookies, product);
    while (stream.now() < 3_000) await sleep(20);
    const stoppedAt = stream.now();
    server.stop();
    const downAt = stream.now();
    await sleep(3_000);
    server.start();
    const backAt = stream.now();
    const orderedAfterReturn = () => stream.answers.find((answer) => answer.status === 201 && answer.atMs > backAt);
    while (!orderedAfterReturn() && stream.now() < backAt + 15_000) await sleep(20);
    const recoveredAt = orderedAfterReturn()?.atMs ?? Number.POSITIVE_INFINITY;
    const settledAt = (Number.isFinite(recoveredAt) ? recoveredAt : stream.now()) + 2_000;
    while (stream.now() < settledAt) await sleep(20);
    await stream.stop();

    const counts = countByStatus(stream.answers);
    const slowest = Math.max(...stream.answers.map((answer) => answer.tookMs));
    const during = countByStatus(stream.answers.filter((answer) => answer.atMs > stoppedAt && answer.atMs <= recoveredAt));
    console.info(
      `stopping took ${Math.round(downAt - stoppedAt)} ms, down ${Math.round(backAt - downAt)} ms; first order ${Math.round(recoveredAt - backAt)} ms after the server was back; ` +
        `answers: ${JSON.stringify(counts)} (from the stop to recovery: ${JSON.stringify(during)}); slowest answer ${Math.round(slowest)} ms`,
    );
    const explain = `${JSON.stringify(counts)}\n${shop.output().slice(-3000)}`;
    expect(shop.running(), explain).toBe(true);
    expect(Object.keys(counts).map(Number).every((status) => [200, 201, 503].includes(status)), explain).toBe(true);
    expect(during[503], "the outage was seen").toBeGreaterThan(0);
    expect(stream.answers.filter((answer) => answer.status === 503).every((answer) => answer.retryAfter === "5")).toBe(true);
    expect(slowest).toBeLessThan(10_000);
    expect(recoveredAt - backAt).toBeLessThan(10_000);

    let database: DatabaseHandle | undefined;
    try {
      database = await openShopDatabase();
      const listening = await queryRows<{ pid: number }>(database.db, sql`select pid from pg_stat_activity where application_name = ${`${LISTENER_APPLICATION_NAME} ${shop.pid}`}`);
      expect(listening, "the shop listens for events again").toHaveLength(1);
      const acknowledged = stream.answers.flatMap((answer) => (answer.orderId ? [answer.orderId] : []));
      expect(acknowledged.length).toBe(counts[201]);
      const kept = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledged));
      console.info(`acknowledged orders: ${acknowledged.length}, found after the restart: ${kept.length}`);
      expect(kept.length).toBe(acknowledged.length);
    } finally {
      await database?.close();
    }
  }, 120_000);
});
