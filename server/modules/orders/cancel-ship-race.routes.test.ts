import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

const ROUNDS = 30;

// PGlite runs one query at a time, so only a PostgreSQL server can show a real race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a customer cancelling while an administrator ships, at the same moment", () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp(GST_ADDED);
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx?.close());

  const send = (method: string, path: string, cookie: string, body?: object) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });

  it("lets exactly one of the two win each time, and the order ends as the winner left it", async () => {
    const db = ctx.database.db;
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 1000, stockQuantity: ROUNDS });
    const admin = await quickCustomer(db, { isAdmin: true });
    const wins = { cancel: 0, ship: 0 };

    for (let round = 0; round < ROUNDS; round++) {
      const customer = await quickCustomer(db);
      const placed = await send("POST", "/api/orders", customer.cookie, codOrder([{ productId: product.id, quantity: 1 }], "1180.00"));
      expect(placed.status).toBe(201);
      const { order } = await placed.json();

      // A few milliseconds of head start, either way, so that both sides win some rounds.
      const delay = (side: number) => new Promise((resolve) => setTimeout(resolve, round % 2 === side ? 0 : Math.random() * 4));
      const [cancel, ship] = await Promise.all([
        delay(0).then(() => send("POST", `/api/orders/${order.id}/cancel`, customer.cookie)),
        delay(1).then(() => send("PUT", `/api/admin/orders/${order.id}/status`, admin.cookie, { status: "shipped", expectedStatus: "confirmed" })),
      ]);
      expect([cancel.status, ship.status].sort()).toEqual([200, 409]);
      const loser = await (cancel.status === 409 ? cancel : ship).json();
      expect(loser.code).toBe("conflict");

      const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (cancel.status === 200) {
        wins.cancel += 1;
        expect(row).toMatchObject({ status: "cancelled", stockHeld: false });
      } else {
        wins.ship += 1;
        expect(row).toMatchObject({ status: "shipped", stockHeld: true });
      }
    }

    const [stock] = await db.select({ quantity: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(stock!.quantity).toBe(ROUNDS - wins.ship);
    expect(wins.cancel + wins.ship).toBe(ROUNDS);
    console.info(`cancel won ${wins.cancel}, ship won ${wins.ship} of ${ROUNDS}`);
  });
});
