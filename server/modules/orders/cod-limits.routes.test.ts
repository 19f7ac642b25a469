import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { products } from "../../db/schema/catalog";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: string;
beforeAll(async () => {
  // The shop's defaults, spelled out (the test app otherwise relaxes the count for other tests).
  ctx = await createTestApp({ COD_MAX_OPEN_ORDERS: "3", COD_MAX_ORDER_AMOUNT: "50000" });
  shop = await catalogueFixture(ctx.database.db);
  admin = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
});
afterAll(() => ctx?.close());

const placeCod = (cookie: string, productId: number, quantity: number, total: string) =>
  ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: codOrder([{ productId, quantity }], total) });
const stockOf = async (productId: number) => (await ctx.database.db.select().from(products).where(eq(products.id, productId)))[0]!.stockQuantity;
const OPEN_ORDERS_REFUSAL = "You already have 3 cash-on-delivery orders on the way. Please pay online, or place this order once one is delivered.";

describe("cash on delivery's bounds", () => {
  it("refuses a customer's fourth open cash-on-delivery order, taking no stock, until one is delivered or cancelled", async () => {
    const product = await shop.product({ price: 2000, stockQuantity: 100 });
    const customer = await quickCustomer(ctx.database.db);
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const response = await placeCod(customer.cookie, product.id, 10, "20000.00");
      expect(response.statusCode, response.body).toBe(201);
      placed.push(response.json().order.id as string);
    }
    const fourth = await placeCod(customer.cookie, product.id, 10, "20000.00");
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: "cod_not_available", field: "orderData.paymentMethod", message: OPEN_ORDERS_REFUSAL });
    expect(await stockOf(product.id)).toBe(70);

    // Another customer is not held back by this one's orders.
    expect((await placeCod((await quickCustomer(ctx.database.db)).cookie, product.id, 1, "2000.00")).statusCode).toBe(201);

    expect((await ctx.app.inject({ method: "POST", url: `/api/orders/${placed[0]}/cancel`, headers: { cookie: customer.cookie } })).statusCode).toBe(200);
    expect((await placeCod(customer.cookie, product.id, 1, "2000.00")).statusCode).toBe(201);
    expect((await placeCod(customer.cookie, product.id, 1, "2000.00")).statusCode).toBe(409);

    for (const status of ["shipped", "delivered"]) {
      const changed = await ctx.app.inject({ method: "PUT", url: `/api/admin/orders/${placed[1]}/status`, headers: { cookie: admin }, payload: { status } });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    expect((await placeCod(customer.cookie, product.id, 1, "2000.00")).statusCode).toBe(201);
  });

  it("lets only three of five cash-on-delivery orders placed at once through", async () => {
    const product = await shop.product({ price: 2000, stockQuantity: 100 });
    const customer = await quickCustomer(ctx.database.db);
    const statuses = await Promise.all(Array.from({ length: 5 }, () => placeCod(customer.cookie, product.id, 1, "2000.00").then((r) => r.statusCode)));
    expect(statuses.sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await stockOf(product.id)).toBe(97);
  });

  it("refuses cash on delivery above ₹50,000 with the reason, writing nothing", async () => {
    const cradle = await shop.product({ price: 60000, stockQuantity: 5 });
    const customer = await quickCustomer(ctx.database.db);
    const refused = await placeCod(customer.cookie, cradle.id, 1, "60000.00");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "cod_not_available",
      field: "orderData.paymentMethod",
      message: "Cash on delivery is available for orders up to ₹50,000.00. Please pay online for this order.",
    });
    expect(await stockOf(cradle.id)).toBe(5);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, customer.user.id))).toEqual([]);

    // Exactly the limit is allowed.
    const atLimit = await shop.product({ price: 25000, stockQuantity: 5 });
    expect((await placeCod(customer.cookie, atLimit.id, 2, "50000.00")).statusCode).toBe(201);
  });

  it("tells the storefront the largest cash-on-delivery order", async () => {
    expect((await ctx.app.inject({ url: "/api/shop-settings" })).json()).toEqual({ pricesIncludeGst: true, codMaxOrderAmount: "50000.00" });
  });
});
