import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { inOneSnapshot } from "../../db/snapshot";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let orderId: string;
let customerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  ctx = await createTestApp(GST_ADDED);
  const db = ctx.database.db;
  const shop = await catalogueFixture(db);
  const product = await shop.product({ price: 1000, stockQuantity: 5 });
  const customer = await quickCustomer(db);
  customerCookie = customer.cookie;
  adminCookie = (await quickCustomer(db, { isAdmin: true })).cookie;
  const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customerCookie }, payload: codOrder([{ productId: product.id, quantity: 1 }], "1180.00") });
  expect(placed.statusCode).toBe(201);
  orderId = placed.json().order.id;
});
afterAll(() => ctx?.close());

const settingsOf = (snapshot: Parameters<Parameters<typeof inOneSnapshot>[1]>[0]) =>
  queryRows<{ isolation: string; readOnly: string }>(snapshot, sql`select current_setting('transaction_isolation') as isolation, current_setting('transaction_read_only') as "readOnly"`);

describe("an order read in one snapshot", () => {
  it("reads in a read-only REPEATABLE READ transaction, or in the transaction it is given", async () => {
    const db = ctx.database.db;
    expect(await inOneSnapshot(db, settingsOf)).toEqual([{ isolation: "repeatable read", readOnly: "on" }]);
    await db.transaction(async (tx) => {
      expect(await inOneSnapshot(tx, async (snapshot) => snapshot)).toBe(tx);
    });
  });

  it("is what a customer's order, their list of orders and the back office's list are read in", async () => {
    const transaction = vi.spyOn(ctx.database.db, "transaction");
    const asked = [
      { url: `/api/orders/${orderId}`, cookie: customerCookie },
      { url: "/api/orders", cookie: customerCookie },
      { url: "/api/admin/orders", cookie: adminCookie },
    ];
    for (const { url, cookie } of asked) {
      transaction.mockClear();
      const response = await ctx.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(transaction, url).toHaveBeenCalledWith(expect.any(Function), { isolationLevel: "repeatable read", accessMode: "read only" });
    }
    transaction.mockRestore();
  });
});

// PGlite runs one query at a time, so only a PostgreSQL server can change a row while a snapshot is open.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a change committed while an order is read", () => {
  it("is not seen halfway: the snapshot keeps the order as it was when the reading began", async () => {
    const db = ctx.database.db;
    const statusOf = async (from: typeof db) => (await from.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
    const [before, during, after] = await inOneSnapshot(db, async (snapshot) => {
      const first = await statusOf(snapshot);
      // Another connection of the pool commits a change between the snapshot's two reads.
      await db.update(orders).set({ status: "shipped" }).where(eq(orders.id, orderId));
      return [first, await statusOf(snapshot), await statusOf(db)];
    });
    expect(before).toBe("confirmed");
    expect(during).toBe("confirmed");
    expect(after).toBe("shipped");
  });
});
