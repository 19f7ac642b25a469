import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { products } from "../db/schema/catalog";
import { quickCustomer } from "../test/accounts";
import { catalogueFixture } from "../test/shop-fixtures";
import { startShopProcess, type ShopProcess } from "../test/shop-process";
import { openTestDatabase } from "../test/test-app";
import { LISTENER_APPLICATION_NAME } from "./postgres-transport";

const MAX_AGE_SECONDS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two shop processes on one database caching product pages for five minutes, with everything kept in
// memory bounded to MAX_AGE_SECONDS: whether or not a notification arrives, B is never staler than that.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("the bound on what a shop process keeps in memory", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let shopA: ShopProcess;
  let shopB: ShopProcess;
  let shop: Awaited<ReturnType<typeof catalogueFixture>>;
  let admin: Awaited<ReturnType<typeof quickCustomer>>;

  beforeAll(async () => {
    opened = await openTestDatabase();
    shop = await catalogueFixture(opened.database.db);
    admin = await quickCustomer(opened.database.db, { isAdmin: true });
    const env = { DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "3", CATALOG_CACHE_SECONDS: "300", CACHE_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) };
    [shopA, shopB] = await Promise.all([startShopProcess(env), startShopProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([shopA?.stop(), shopB?.stop()]);
    await opened?.drop();
  });

  const stockOnB = async (slug: string): Promise<number> => (await (await fetch(`${shopB.url}/api/products/${slug}`)).json()).stockQuantity;

  /** Reads B's product page until it shows `expected`; answers how long that took. */
  async function msUntilBShows(slug: string, expected: number, withinMs: number): Promise<number> {
    const start = performance.now();
    let seen: number | undefined;
    while (performance.now() - start < withinMs) {
      seen = await stockOnB(slug);
      if (seen === expected) return performance.now() - start;
      await sleep(20);
    }
    throw new Error(`B still showed stock ${seen} after ${withinMs} ms, not ${expected}\n--- B ---\n${shopB.output()}`);
  }

  it("shows on B a back-office edit made through A right after B's listening connection was terminated", async () => {
    const product = await shop.product({ price: 500, stockQuantity: 5 });
    expect(await stockOnB(product.slug)).toBe(5);
    const [listener] = await queryRows<{ pid: number }>(
      opened.database.db,
      sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${`${LISTENER_APPLICATION_NAME} ${shopB.pid}`}`,
    );
    await opened.database.db.execute(sql`select pg_terminate_backend(${listener!.pid})`);
    const edited = await fetch(`${shopA.url}/api/admin/products/${product.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      body: JSON.stringify({ name: product.name, price: "500", stockQuantity: 9, categoryId: shop.category.id, brandId: shop.brand.id }),
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    const tookMs = await msUntilBShows(product.slug, 9, MAX_AGE_SECONDS * 1000 + 1000);
    console.info(`B showed the edit ${Math.round(tookMs)} ms after A's answer`);
  });

  it("shows on B, within the bound, a change whose notification never came (made by hand in SQL)", async () => {
    const product = await shop.product({ price: 500, stockQuantity: 5 });
    expect(await stockOnB(product.slug)).toBe(5);
    await opened.database.db.update(products).set({ stockQuantity: 7 }).where(eq(products.id, product.id));
    // Still the old page a moment later: B caches, and nobody told it.
    expect(await stockOnB(product.slug)).toBe(5);
    const tookMs = await msUntilBShows(product.slug, 7, MAX_AGE_SECONDS * 1000 + 1000);
    console.info(`B showed the unannounced change ${Math.round(tookMs)} ms after it was made (bound ${MAX_AGE_SECONDS} s)`);
    expect(tookMs).toBeLessThanOrEqual(MAX_AGE_SECONDS * 1000 + 500);
  });
});
