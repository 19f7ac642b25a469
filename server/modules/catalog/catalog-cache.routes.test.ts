import { afterAll, beforeAll, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

// Product pages and lists cached for five minutes: only the events of what changed can make them current.
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE_SECONDS: "300" });
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
