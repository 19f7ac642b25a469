import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { startShopProcess, type ShopProcess } from "../../test/shop-process";
import { openTestDatabase } from "../../test/test-app";

/** How long the baskets cross; a quick run: LOCK_ORDER_TEST_SECONDS=3. */
const SECONDS = Number(process.env.LOCK_ORDER_TEST_SECONDS ?? 30);
/** Customers ordering at the same time through each process. */
const CUSTOMERS_PER_PROCESS = 3;

// Two shop processes on one database; customers of one buy A then B, customers of the other B then A,
// and every second order is cancelled (its stock returns) through the other process. Taken in the
// order the basket lists them, two such orders wait for each other's product in a circle and
// PostgreSQL aborts one of them (a deadlock); taken in the one lock order, they queue.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("crossing baskets on two shop processes", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let shops: ShopProcess[];

  beforeAll(async () => {
    opened = await openTestDatabase();
    const env = { DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "4" };
    shops = await Promise.all([startShopProcess(env, { startTimeoutMs: 150_000 }), startShopProcess(env, { startTimeoutMs: 150_000 })]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all((shops ?? []).map((shop) => shop.stop()));
    await opened?.drop();
  });

  const deadlocks = async () =>
    Number((await queryRows<{ deadlocks: string }>(opened.database.db, sql`select deadlocks::text from pg_stat_database where datname = current_database()`))[0]!.deadlocks);

  it(`places every order and never deadlocks in ${SECONDS} s of crossing baskets and cancels`, async () => {
    const shop = await catalogueFixture(opened.database.db);
    // Stock for far more orders than the run can place: every order must be placed.
    const a = await shop.product({ name: "Bottle A", price: 500, stockQuantity: 1_000_000 });
    const b = await shop.product({ name: "Bottle B", price: 500, stockQuantity: 1_000_000 });
    const before = await deadlocks();
    const failures: string[] = [];
    let placed = 0;
    let cancelled = 0;
    const until = Date.now() + SECONDS * 1000;

    async function shopper(through: ShopProcess, cancelThrough: ShopProcess, basket: number[]) {
      const { cookie } = await quickCustomer(opened.database.db);
      for (let round = 0; Date.now() < until; round++) {
        const items = basket.map((productId) => ({ productId, quantity: 1 }));
        const response = await fetch(`${through.url}/api/orders`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(codOrder(items, "1000.00")) });
        if (response.status !== 201) {
          failures.push(`order: ${response.status} ${await response.text()}`);
          continue;
        }
        placed += 1;
        if (round % 2 === 1) continue;
        const { order } = (await response.json()) as { order: { id: string } };
        const cancel = await fetch(`${cancelThrough.url}/api/orders/${order.id}/cancel`, { method: "POST", headers: { cookie } });
        if (cancel.status === 200) cancelled += 1;
        else failures.push(`cancel: ${cancel.status} ${await cancel.text()}`);
      }
    }

    const [first, second] = shops as [ShopProcess, ShopProcess];
    await Promise.all([
      ...Array.from({ length: CUSTOMERS_PER_PROCESS }, () => shopper(first, second, [a.id, b.id])),
      ...Array.from({ length: CUSTOMERS_PER_PROCESS }, () => shopper(second, first, [b.id, a.id])),
    ]);
    console.log(`crossing baskets: ${placed} orders placed, ${cancelled} cancelled in ${SECONDS} s`);

    expect(failures.slice(0, 5)).toEqual([]);
    expect(placed).toBeGreaterThan(0);
    // A backend reports its statistics within a second or so of going idle.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await deadlocks()).toBe(before);
    const [stock] = await queryRows<{ a: number; b: number }>(
      opened.database.db,
      sql`select (select stock_quantity from products where id = ${a.id}) as a, (select stock_quantity from products where id = ${b.id}) as b`,
    );
    expect(stock).toEqual({ a: 1_000_000 - placed + cancelled, b: 1_000_000 - placed + cancelled });
  }, (SECONDS + 90) * 1000);
});
