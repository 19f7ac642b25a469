import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalog";
import { orders } from "../../db/schema/orders";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

const CUSTOMERS = 50;
const STOCK = 10;

// PGlite runs one query at a time, so only a PostgreSQL server can show a real race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("many customers ordering the last units at the same moment", () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx?.close());

  it.each([1, 3])("never oversells when every customer orders %i at once", async (quantity) => {
    const db = ctx.database.db;
    const shop = await catalogueFixture(db);
    const product = await shop.product({ price: 1000, stockQuantity: STOCK * quantity });
    const total = (1000 * quantity).toFixed(2);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => quickCustomer(db)));

    const statuses = await Promise.all(
      customers.map(async ({ cookie }) => {
        const response = await fetch(`${baseUrl}/api/orders`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify(codOrder([{ productId: product.id, quantity }], total)),
        });
        const body = await response.json();
        if (response.status === 409) expect(body.code).toBe("insufficient_stock");
        return response.status;
      }),
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CUSTOMERS - STOCK);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row!.stockQuantity).toBe(0);
    const placed = await db.select({ id: orders.id }).from(orders).innerJoin(products, eq(products.id, product.id));
    expect(placed.length).toBeGreaterThanOrEqual(STOCK);
  });
});
