import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../../web/src/entry-server";
import { quickCustomer } from "../../test/accounts";
import { createRenderingApp } from "../../test/rendering-app";
import { catalogueFixture } from "../../test/shop-fixtures";
import { giveVariants } from "../../test/variants";
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

  describe("a product sold in sizes", () => {
    async function pantsInSizes() {
      const product = await shop.product({ stockQuantity: 1 });
      const [small, medium, large] = await giveVariants(
        ctx.database.db,
        product.id,
        [{ name: "Size", values: [{ value: "S", note: "4–8 kg" }, { value: "M", note: "7–12 kg" }, { value: "L", note: "9–14 kg" }] }],
        [
          { optionValues: { Size: "S" }, sku: `P${product.id}-S`, pricePaise: 49_900, stockQuantity: 0 },
          { optionValues: { Size: "M" }, sku: `P${product.id}-M`, pricePaise: 59_900, stockQuantity: 4 },
          { optionValues: { Size: "L" }, sku: `P${product.id}-L`, pricePaise: 69_900, stockQuantity: 6 },
        ],
      );
      return { product, small: small!, medium: medium!, large: large! };
    }
    const cartVariants = async (cookie: string) =>
      ((await app.inject({ url: "/api/cart", headers: { cookie } })).json() as Array<{ quantity: number; variant: { id: number; options: Record<string, string> } }>).map(
        (line) => [line.variant.options, line.quantity],
      );

    it("renders the size a shared ?size= link names, chosen, with its price, and sizes sold out shown so", async () => {
      const { product } = await pantsInSizes();
      const page = await app.inject({ url: `/products/${product.slug}?size=l`, headers: { host: "localhost:80" } });
      expect(page.statusCode).toBe(200);
      const radio = (size: string) => page.body.match(new RegExp(`<input[^>]*name="option\\[Size\\]"[^>]*value="${size}"[^>]*>`))?.[0] ?? "";
      expect(radio("L")).toContain('checked=""');
      expect(radio("M")).not.toContain("checked");
      expect(radio("S")).toContain('disabled=""');
      // The radios sit outside the cart form and belong to it by its id.
      const formId = /form="([^"]+)"/.exec(radio("L"))?.[1];
      expect(page.body).toMatch(new RegExp(`<form[^>]*id="${formId}"[^>]*action="/cart"`));
      expect(page.body).toContain("Sold out");
      expect(page.body).toContain("₹699");
      expect(page.body).toContain("In Stock: 6 available");
    });

    it("adds the size the form chose, and refuses a size not on sale", async () => {
      const { cookie } = await quickCustomer(ctx.database.db);
      const { product } = await pantsInSizes();
      const returnUrl = `/products/${product.slug}`;
      const added = await postForm({ productId: String(product.id), quantity: "2", returnUrl, "option[Size]": "L" }, { ...OWN, cookie });
      expect(added.headers.location).toBe("/cart");
      expect(await cartVariants(cookie)).toEqual([[{ Size: "L" }, 2]]);

      for (const size of ["XXL", "S"]) {
        const refused = await postForm({ productId: String(product.id), quantity: "1", returnUrl, "option[Size]": size }, { ...OWN, cookie });
        expect(refused.headers.location).toBe(returnUrl);
        expect(refused.cookies.find((each) => each.name === "kk_form")).toBeDefined();
      }
      const unnamed = await postForm({ productId: String(product.id), quantity: "1", returnUrl }, { ...OWN, cookie });
      expect(unnamed.headers.location).toBe(returnUrl);
      expect(await cartVariants(cookie)).toEqual([[{ Size: "L" }, 2]]);
    });
  });
});
