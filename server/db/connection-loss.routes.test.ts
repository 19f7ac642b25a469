import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTENER_APPLICATION_NAME } from "../events/postgres-transport";
import { quickCustomer } from "../test/accounts";
import { countByStatus, streamOrders } from "../test/order-stream";
import { catalogueFixture } from "../test/shop-fixtures";
import { startShopProcess, type ShopProcess } from "../test/shop-process";
import { openTestDatabase } from "../test/test-app";
import { POOL_APPLICATION_NAME, queryRows } from "./client";
import { orders } from "./schema/orders";

const SHOPPERS = 8;

// A real shop process (server/index.ts: its pool, jobs and listener) taking orders while every connection
// it has to PostgreSQL is terminated, three times: in queries, held by transactions, idle, listening.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the shop's connections terminated while it takes orders", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let shop: ShopProcess;
  let product: { id: number; slug: string; total: string };
  let cookies: string[];

  beforeAll(async () => {
    opened = await openTestDatabase();
    const catalogue = await catalogueFixture(opened.database.db);
    const created = await catalogue.product({ price: 500, stockQuantity: 1_000_000 });
    product = { id: created.id, slug: created.slug, total: "599.00" };
    cookies = await Promise.all(Array.from({ length: SHOPPERS }, async () => (await quickCustomer(opened.database.db)).cookie));
    shop = await startShopProcess({ DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "4" });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await opened?.drop();
  });

  const terminateShopConnections = async () =>
    (
      await queryRows<{ terminated: boolean }>(
        opened.database.db,
        sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity
            where datname = current_database() and application_name in (${`${POOL_APPLICATION_NAME} ${shop.pid}`}, ${`${LISTENER_APPLICATION_NAME} ${shop.pid}`})`,
      )
    ).filter((row) => row.terminated).length;

  it("answers 503 with Retry-After or succeeds, never 500, stays up, and takes orders again within 10 s", async () => {
    const stream = streamOrders(shop.url, cookies, product);
    const terminated: number[] = [];
    let lastKillAtMs = 0;
    for (const atMs of [700, 1400, 2100]) {
      while (stream.now() < atMs) await new Promise((resolve) => setTimeout(resolve, 10));
      console.info(JSON.stringify(await queryRows(opened.database.db, sql`select pid, application_name, state from pg_stat_activity where datname = current_database()`)), shop.pid, process.pid);
    terminated.push(await terminateShopConnections());
      lastKillAtMs = stream.now();
    }
    const orderedAfterLastKill = () => stream.answers.find((answer) => answer.status === 201 && answer.atMs > lastKillAtMs);
    while (!orderedAfterLastKill() && stream.now() < lastKillAtMs + 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
    await stream.stop();

    const counts = countByStatus(stream.answers);
    const recoveredAfterMs = (orderedAfterLastKill()?.atMs ?? Number.POSITIVE_INFINITY) - lastKillAtMs;
    console.info(`connections terminated: ${terminated.join(", ")}; answers: ${JSON.stringify(counts)}; first order ${Math.round(recoveredAfterMs)} ms after the last termination`);
    const explain = `${JSON.stringify(counts)}\n${shop.output()}`;
    expect(terminated.every((count) => count > 0), "every round terminated some of the shop's connections").toBe(true);
    expect(shop.running(), explain).toBe(true);
    expect(Object.keys(counts).map(Number).every((status) => [200, 201, 503].includes(status)), explain).toBe(true);
    expect(stream.answers.filter((answer) => answer.status === 503).every((answer) => answer.retryAfter === "5")).toBe(true);
    expect(recoveredAfterMs).toBeLessThan(10_000);
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);

    const acknowledged = stream.answers.flatMap((answer) => (answer.orderId ? [answer.orderId] : []));
    expect(acknowledged.length).toBe(counts[201]);
    const kept = await opened.database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acknowledged));
    expect(kept.length).toBe(acknowledged.length);
  }, 60_000);
});
