import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../../web/src/entry-server";
import { quickCustomer } from "../../test/accounts";
import { createRenderingApp } from "../../test/rendering-app";
import { catalogueFixture } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

const OWN = { host: "localhost:80", origin: "http://localhost:80", "content-type": "application/x-www-form-urlencoded" };

let ctx: TestContext;
let rendering: Awaited<ReturnType<typeof createRenderingApp>>;
let app: FastifyInstance;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;

beforeAll(async () => {
  ctx = await createTestApp();
  shop = await catalogueFixture(ctx.database.db);
  // The shop with its pages rendered, so a refusal can be followed back to the product page.
  rendering = await createRenderingApp(ctx, renderPage);
  app = rendering.app;
});
afterAll(async () => {
  await rendering?.close();
  await ctx?.close();
});

const postForm = (fields: Record<string, string>, headers: Record<string, string> = OWN) =>
  app.inject({ method: "POST", url: "/cart", payload: new URLSearchParams(fields).toString(), headers });
const cartOf = async (cookie: string) => (await app.inject({ url: "/api/cart", headers: { cookie } })).json() as Array<{ quantity: number; product: { id: number } }>;

describe("Add to Cart as a plain form", () => {
  it("adds the quantity chosen and goes on to the cart, or to checkout from Buy Now", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ stockQuantity: 9 });
    const added = await postForm({ productId: String(product.id), quantity: "3", returnUrl: `/products/${product.slug}?quantity=3` }, { ...OWN, cookie });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/cart");
    expect(await cartOf(cookie)).toMatchObject([{ quantity: 3, product: { id: product.id } }]);

    const bought = await postForm({ productId: String(product.id), quantity: "1", returnUrl: `/products/${product.slug}`, next: "checkout" }, { ...OWN, cookie });
    expect(bought.headers.location).toBe("/checkout");
    expect(await cartOf(cookie)).toMatchObject([{ quantity: 4 }]);
  });

  it("sends a visitor to sign in and back to the product, adding nothing", async () => {
    const product = await shop.product({ stockQuantity: 9 });
    const response = await postForm({ productId: String(product.id), quantity: "2", returnUrl: `/products/${product.slug}?quantity=2` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/signin?returnUrl=${encodeURIComponent(`/products/${product.slug}?quantity=2`)}`);
  });

  it("comes back to the product page with the refusal shown there, and adds nothing", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ stockQuantity: 2 });
    const response = await postForm({ productId: String(product.id), quantity: "5", returnUrl: `/products/${product.slug}?quantity=5` }, { ...OWN, cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/products/${product.slug}?quantity=5`);
    expect(await cartOf(cookie)).toEqual([]);

    const formCookie = response.cookies.find((each) => each.name === "kk_form")!;
    const page = await app.inject({ url: response.headers.location as string, headers: { host: "localhost:80", cookie: `${cookie}; kk_form=${formCookie.value}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toContain("no-store");
    expect(page.body).toMatch(/role="alert"[^>]*>.*Only 2/);
  });

  it("refuses a quantity that is not a number, and a product that is not one", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ stockQuantity: 5 });
    for (const fields of [{ productId: String(product.id), quantity: "abc" }, { productId: "1; drop", quantity: "1" }]) {
      const response = await postForm({ ...fields, returnUrl: `/products/${product.slug}` }, { ...OWN, cookie });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/products/${product.slug}`);
      expect(response.cookies.find((each) => each.name === "kk_form")).toBeDefined();
    }
    expect(await cartOf(cookie)).toEqual([]);
  });

  it("never goes back to another site, and refuses a form sent from one", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const product = await shop.product({ stockQuantity: 5 });
    const offSite = await postForm({ productId: String(product.id), quantity: "9", returnUrl: "//evil.invalid/x" }, { ...OWN, cookie });
    expect(offSite.headers.location).toBe("/");
    const foreign = await postForm({ productId: String(product.id), quantity: "1" }, { ...OWN, origin: "https://evil.invalid", cookie });
    expect(foreign.statusCode).toBe(403);
    expect(await cartOf(cookie)).toEqual([]);
  });
});
