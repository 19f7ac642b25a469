import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { products } from "../db/schema/catalog";
import { quickCustomer } from "../test/accounts";
import { catalogueFixture, codOrder } from "../test/shop-fixtures";
import { startShopProcess, type ShopProcess } from "../test/shop-process";
import { openTestDatabase } from "../test/test-app";
import { LISTENER_APPLICATION_NAME } from "./postgres-transport";

// Two shop processes (`server/index.ts` in child processes, each with its own pool and listening
// connection) on one database, both caching product pages for five minutes: only the events one
// sends the other through PostgreSQL can make the other's pages current.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two shop processes on one PostgreSQL database", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let shopA: ShopProcess;
  let shopB: ShopProcess;
  let shop: Awaited<ReturnType<typeof catalogueFixture>>;
  let customer: Awaited<ReturnType<typeof quickCustomer>>;

  beforeAll(async () => {
    opened = await openTestDatabase();
    shop = await catalogueFixture(opened.database.db);
    customer = await quickCustomer(opened.database.db);
    const env = { DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "4", CATALOG_CACHE_SECONDS: "300" };
    [shopA, shopB] = await Promise.all([startShopProcess(env), startShopProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([shopA?.stop(), shopB?.stop()]);
    await opened?.drop();
  });

  const stockOnPage = async (process: ShopProcess, slug: string): Promise<number> => (await (await fetch(`${process.url}/api/products/${slug}`)).json()).stockQuantity;

  async function orderThroughA(productId: number, quantity: number, total: string) {
    const response = await fetch(`${shopA.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer.cookie },
      body: JSON.stringify(codOrder([{ productId, quantity }], total)),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  /** Reads B's product page until it shows `expected`; answers how long that took. */
  async function msUntilBShows(slug: string, expected: number, withinMs = 2000): Promise<number> {
    const start = performance.now();
    let seen: number | undefined;
    while (performance.now() - start < withinMs) {
      seen = await stockOnPage(shopB, slug);
      if (seen === expected) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`B still showed stock ${seen} after ${withinMs} ms, not ${expected}\n--- A ---\n${shopA.output()}\n--- B ---\n${shopB.output()}`);
  }

  it("shows on B's product page, within a second, the stock an order placed through A took", async () => {
    const product = await shop.product({ price: 500, stockQuantity: 5 });
    expect(await stockOnPage(shopB, product.slug)).toBe(5);
    // B caches: a change nobody announces stays unseen there.
    await opened.database.db.update(products).set({ stockQuantity: 7 }).where(eq(products.id, product.id));
    expect(await stockOnPage(shopB, product.slug)).toBe(5);

    await orderThroughA(product.id, 1, "599.00");
    expect(await msUntilBShows(product.slug, 6)).toBeLessThan(2000);
  });

  it("still hears A after B's listening connection was killed and B reconnected by itself", async () => {
    const listenerOfB = async () =>
      (
        await queryRows<{ pid: number }>(
          opened.database.db,
          sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${`${LISTENER_APPLICATION_NAME} ${shopB.pid}`}`,
        )
      ).map((row) => row.pid);
    const [killed] = await listenerOfB();
    expect(killed).toEqual(expect.any(Number));
    await opened.database.db.execute(sql`select pg_terminate_backend(${killed})`);
    const start = performance.now();
    let listeners: number[] = [];
    while (performance.now() - start < 10_000) {
      listeners = await listenerOfB();
      if (listeners.length === 1 && listeners[0] !== killed) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listeners).toEqual([expect.any(Number)]);
    expect(listeners[0]).not.toBe(killed);
    expect(shopB.output()).toContain("no listening connection to PostgreSQL; reconnecting");

    const product = await shop.product({ price: 500, stockQuantity: 5 });
    expect(await stockOnPage(shopB, product.slug)).toBe(5);
    await orderThroughA(product.id, 2, "1000.00");
    expect(await msUntilBShows(product.slug, 3)).toBeLessThan(2000);
  });
});
