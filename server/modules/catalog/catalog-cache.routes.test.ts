import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";

// Product pages and lists cached for five minutes: only the events of what changed can make them current.
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...GST_ADDED, CATALOG_CACHE_SECONDS: "300" });
  shop = await catalogueFixture(ctx.database.db);
});
afterAll(() => ctx?.close());

const pageOf = async (slug: string) => (await ctx.app.inject({ url: `/api/products/${slug}` })).json();
const inListOf = async (id: number) =>
  (await ctx.app.inject({ url: `/api/products?categoryId=${shop.category.id}&limit=100` })).json().products.find((p: { id: number }) => p.id === id);

it("shows stock taken by an order and given back by a cancellation at once, on the product page and in lists", async () => {
  const product = await shop.product({ price: 500, stockQuantity: 3 });
  const customer = await quickCustomer(ctx.database.db);
  const admin = await quickCustomer(ctx.database.db, { isAdmin: true });
  const stockOnPage = async () => (await pageOf(product.slug)).stockQuantity;
  const stockInList = async () => (await inListOf(product.id)).stockQuantity;
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

it("shows stock held by an online checkout, and given back when a newer checkout replaces it, at once", async () => {
  const first = await shop.product({ price: 1000, stockQuantity: 5 });
  const second = await shop.product({ price: 1000, stockQuantity: 5 });
  const customer = await quickCustomer(ctx.database.db);
  const checkout = async (productId: number) => {
    await ctx.app.inject({ method: "DELETE", url: "/api/cart", headers: { cookie: customer.cookie } });
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie: customer.cookie }, payload: { productId, quantity: 1 } });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/payment/create-order",
      headers: { cookie: customer.cookie },
      payload: { amount: "1180.00", orderData: { shippingAddress: deliveryAddress } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  expect([(await pageOf(first.slug)).stockQuantity, (await pageOf(second.slug)).stockQuantity]).toEqual([5, 5]);

  await checkout(first.id);
  expect([(await pageOf(first.slug)).stockQuantity, (await inListOf(first.id)).stockQuantity]).toEqual([4, 4]);

  await checkout(second.id);
  expect([(await pageOf(first.slug)).stockQuantity, (await pageOf(second.slug)).stockQuantity]).toEqual([5, 4]);
});

it("shows a product edited in the back office at once, and forgets it once deleted", async () => {
  const product = await shop.product({ name: "Steel Sipper", price: 400, stockQuantity: 8 });
  const admin = await quickCustomer(ctx.database.db, { isAdmin: true });
  expect(await pageOf(product.slug)).toMatchObject({ name: "Steel Sipper", stockQuantity: 8 });
  expect(await inListOf(product.id)).toMatchObject({ name: "Steel Sipper" });

  const edited = await ctx.app.inject({
    method: "PUT",
    url: `/api/admin/products/${product.id}`,
    headers: { cookie: admin.cookie },
    payload: {
      name: "Steel Sipper 300 ml",
      slug: product.slug,
      price: "450",
      stockQuantity: 2,
      categoryId: shop.category.id,
      brandId: shop.brand.id,
      images: [],
      videos: [],
      tags: [],
      isActive: true,
      isFeatured: false,
    },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  expect(await pageOf(product.slug)).toMatchObject({ name: "Steel Sipper 300 ml", price: "450.00", stockQuantity: 2 });
  expect(await inListOf(product.id)).toMatchObject({ name: "Steel Sipper 300 ml", stockQuantity: 2 });

  const deleted = await ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${product.id}`, headers: { cookie: admin.cookie } });
  expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  expect((await ctx.app.inject({ url: `/api/products/${product.slug}` })).statusCode).toBe(404);
  expect(await inListOf(product.id)).toBeUndefined();
});

it("forgets, for an order, the page and lists of the products it touched only, and keeps the others", async () => {
  const ordered = await shop.product({ price: 500, stockQuantity: 10 });
  const other = await shop.product({ price: 500, stockQuantity: 10 });
  const otherCategory = await catalogueFixture(ctx.database.db);
  const elsewhere = await otherCategory.product({ price: 500, stockQuantity: 10 });
  const customer = await quickCustomer(ctx.database.db);
  const order = async () => {
    const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder([{ productId: ordered.id, quantity: 2 }], "1180.00") });
    expect(placed.statusCode, placed.body).toBe(201);
  };
  // Products were added since the last order: the catalogue's version moved, and this order forgets every list.
  await order();
  const listElsewhere = async () => (await ctx.app.inject({ url: `/api/products?categoryId=${otherCategory.category.id}` })).json().products[0].stockQuantity;
  expect([(await pageOf(other.slug)).stockQuantity, await listElsewhere()]).toEqual([10, 10]);
  // Changed behind the shop's back: what the cache still holds shows the old numbers.
  await ctx.database.db.execute(sql`update products set stock_quantity = 9 where id in (${other.id}, ${elsewhere.id})`);

  await order();
  expect((await pageOf(ordered.slug)).stockQuantity).toBe(6);
  expect((await inListOf(ordered.id)).stockQuantity).toBe(6);
  // The order touched neither: their page and list were kept.
  expect((await pageOf(other.slug)).stockQuantity).toBe(10);
  expect(await listElsewhere()).toBe(10);
});
