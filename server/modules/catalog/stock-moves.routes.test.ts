import { afterAll, beforeAll, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

// Product pages and lists cached for five minutes: only the clearing after orders can make them current.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE_SECONDS: "300" });
});
afterAll(() => ctx?.close());

it("shows stock taken by an order and given back by a cancellation at once, on the product page and in lists", async () => {
  const shop = await catalogueFixture(ctx.database.db);
  const product = await shop.product({ price: 500, stockQuantity: 3 });
  const customer = await quickCustomer(ctx.database.db);
  const admin = await quickCustomer(ctx.database.db, { isAdmin: true });
  const stockOnPage = async () => (await ctx.app.inject({ url: `/api/products/${product.slug}` })).json().stockQuantity;
  const stockInList = async () =>
    (await ctx.app.inject({ url: `/api/products?categoryId=${shop.category.id}` })).json().products.find((p: { id: number }) => p.id === product.id)
      .stockQuantity;
  expect([await stockOnPage(), await stockInList()]).toEqual([3, 3]);

  const placed = await ctx.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie: customer.cookie },
    payload: codOrder([{ productId: product.id, quantity: 3 }], "1770.00"),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  expect([await stockOnPage(), await stockInList()]).toEqual([0, 0]);

  const cancelled = await ctx.app.inject({ method: "POST", url: `/api/orders/${placed.json().order.id}/cancel`, headers: { cookie: customer.cookie } });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  expect([await stockOnPage(), await stockInList()]).toEqual([3, 3]);

  // An administrator un-cancelling takes it again.
  const reopened = await ctx.app.inject({
    method: "PUT",
    url: `/api/admin/orders/${placed.json().order.id}/status`,
    headers: { cookie: admin.cookie },
    payload: { status: "confirmed" },
  });
  expect(reopened.statusCode, reopened.body).toBe(200);
  expect(await stockOnPage()).toBe(0);
});
