import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await catalogueFixture(ctx.database.db);
});
afterAll(() => ctx?.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string, payload?: object) => ctx.app.inject({ method, url, headers: { cookie }, payload });

describe("wishlist", () => {
  it("adds a product once, lists it with its details and prices, and removes it", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 999, discount: 25 });
    const added = await call("POST", "/api/wishlist", cookie, { productId: product.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().product).toMatchObject({ id: product.id, price: "999.00", salePrice: "749.25", brand: { name: shop.brand.name } });
    expect((await call("POST", "/api/wishlist", cookie, { productId: product.id })).statusCode).toBe(200);
    expect((await call("GET", "/api/wishlist", cookie)).json()).toHaveLength(1);
    expect((await call("DELETE", `/api/wishlist/${product.id}`, cookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/wishlist/${product.id}`, cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/wishlist", cookie)).json()).toEqual([]);
  });

  it("is each customer's own: another's list is neither shown nor changed", async () => {
    const [asha, ravi] = [await quickCustomer(ctx.database.db), await quickCustomer(ctx.database.db)];
    const product = await shop.product();
    await call("POST", "/api/wishlist", asha.cookie, { productId: product.id });
    expect((await call("GET", "/api/wishlist", ravi.cookie)).json()).toEqual([]);
    expect((await call("DELETE", `/api/wishlist/${product.id}`, ravi.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/wishlist", asha.cookie)).json()).toHaveLength(1);
  });

  it("refuses an unknown or hidden product, a malformed one, and visitors", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const hidden = await shop.product({ isActive: false });
    expect((await call("POST", "/api/wishlist", cookie, { productId: 9999999 })).statusCode).toBe(404);
    expect((await call("POST", "/api/wishlist", cookie, { productId: hidden.id })).statusCode).toBe(404);
    expect((await call("POST", "/api/wishlist", cookie, { productId: "1; drop" })).statusCode).toBe(400);
    expect((await call("DELETE", "/api/wishlist/abc", cookie)).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: "/api/wishlist" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/wishlist", payload: { productId: 1 } })).statusCode).toBe(401);
  });
});
