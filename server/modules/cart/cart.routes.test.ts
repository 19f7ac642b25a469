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

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, payload });

describe("cart", () => {
  it("adds a product, and adding it again adds to its line", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ price: 450, discount: 10, stockQuantity: 5 });
    const first = await call("POST", "/api/cart", cookie, { productId: product.id, quantity: 2 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ quantity: 2, product: { id: product.id, price: "450.00", salePrice: "405.00", stockQuantity: 5, brand: { name: shop.brand.name } } });
    const second = await call("POST", "/api/cart", cookie, { productId: product.id, quantity: 1 });
    expect(second.json()).toMatchObject({ id: first.json().id, quantity: 3 });
    expect((await call("GET", "/api/cart", cookie)).json()).toHaveLength(1);
  });

  it("refuses more than the stock, a sold-out product, and an unknown or hidden one", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const few = await shop.product({ stockQuantity: 2 });
    const soldOut = await shop.product({ stockQuantity: 0 });
    const hidden = await shop.product({ isActive: false });
    expect((await call("POST", "/api/cart", cookie, { productId: few.id, quantity: 3 })).json()).toMatchObject({ code: "insufficient_stock", message: expect.stringContaining("Only 2") });
    expect((await call("POST", "/api/cart", cookie, { productId: soldOut.id, quantity: 1 })).statusCode).toBe(409);
    expect((await call("POST", "/api/cart", cookie, { productId: hidden.id, quantity: 1 })).statusCode).toBe(404);
    expect((await call("POST", "/api/cart", cookie, { productId: 99999999, quantity: 1 })).statusCode).toBe(404);
    expect((await call("POST", "/api/cart", cookie, { productId: few.id, quantity: 0 })).statusCode).toBe(400);
    expect((await call("POST", "/api/cart", cookie, { productId: "1; drop", quantity: 1 })).statusCode).toBe(400);
  });

  it("changes quantities within the stock, removes lines and clears the cart", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const a = await shop.product({ stockQuantity: 4 });
    const b = await shop.product();
    const line = (await call("POST", "/api/cart", cookie, { productId: a.id, quantity: 1 })).json();
    await call("POST", "/api/cart", cookie, { productId: b.id, quantity: 1 });
    expect((await call("PUT", `/api/cart/${line.id}`, cookie, { quantity: 4 })).json().quantity).toBe(4);
    expect((await call("PUT", `/api/cart/${line.id}`, cookie, { quantity: 5 })).statusCode).toBe(409);
    expect((await call("PUT", `/api/cart/${line.id}`, cookie, { quantity: 0 })).statusCode).toBe(400);
    expect((await call("DELETE", `/api/cart/${line.id}`, cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/cart", cookie)).json()).toHaveLength(1);
    expect((await call("DELETE", "/api/cart", cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/cart", cookie)).json()).toEqual([]);
  });

  it("answers 404 for another customer's line, and changes nothing", async () => {
    const owner = await quickCustomer(ctx.database.db);
    const stranger = await quickCustomer(ctx.database.db);
    const product = await shop.product();
    const line = (await call("POST", "/api/cart", owner.cookie, { productId: product.id, quantity: 1 })).json();
    expect((await call("PUT", `/api/cart/${line.id}`, stranger.cookie, { quantity: 2 })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/cart/${line.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/cart", owner.cookie)).json()[0].quantity).toBe(1);
    expect((await call("DELETE", "/api/cart/not-a-uuid", owner.cookie)).statusCode).toBe(400);
  });

  it("adds several products at once, all or nothing", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const a = await shop.product();
    const b = await shop.product();
    const soldOut = await shop.product({ stockQuantity: 0 });
    const refused = await call("POST", "/api/cart/bulk", cookie, { items: [{ productId: a.id, quantity: 1 }, { productId: soldOut.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect((await call("GET", "/api/cart", cookie)).json()).toEqual([]);
    const added = await call("POST", "/api/cart/bulk", cookie, { items: [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }] });
    expect(added.json()).toEqual({ message: "2 products added to your cart", added: 2 });
    expect((await call("GET", "/api/cart", cookie)).json()).toHaveLength(2);
  });

  it("never holds more than 10 of one product in a line: adding, changing or adding in bulk above it is a 409", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ stockQuantity: 50 });
    const tooMany = { code: "conflict", message: "You can order at most 10 of one product", field: "quantity" };
    const eleven = await call("POST", "/api/cart", cookie, { productId: product.id, quantity: 11 });
    expect(eleven.statusCode).toBe(409);
    expect(eleven.json()).toMatchObject(tooMany);
    const line = (await call("POST", "/api/cart", cookie, { productId: product.id, quantity: 8 })).json();
    expect((await call("POST", "/api/cart", cookie, { productId: product.id, quantity: 3 })).json()).toMatchObject(tooMany);
    expect((await call("PUT", `/api/cart/${line.id}`, cookie, { quantity: 11 })).json()).toMatchObject(tooMany);
    const other = await shop.product({ stockQuantity: 50 });
    const bulk = await call("POST", "/api/cart/bulk", cookie, { items: [{ productId: other.id, quantity: 1 }, { productId: product.id, quantity: 3 }] });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json()).toMatchObject(tooMany);
    expect((await call("GET", "/api/cart", cookie)).json()).toEqual([expect.objectContaining({ quantity: 8 })]);
    expect((await call("PUT", `/api/cart/${line.id}`, cookie, { quantity: 10 })).json().quantity).toBe(10);
  });

  it("needs a session", async () => {
    expect((await ctx.app.inject({ url: "/api/cart" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/cart", payload: {} })).statusCode).toBe(401);
  });
});
