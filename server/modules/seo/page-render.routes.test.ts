import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PageRenderer } from "@shared/page-render";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describePage, renderPage } from "../../../web/src/entry-server";
import { buildApp } from "../../app";
import { users } from "../../db/schema/accounts";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

/** Shaped like the built web app's index.html: the frame the server's page replaces, then the app's script. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>KiddoKart — Baby care products online in India</title>
    <meta name="description" content="The shop's default description." />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/cn-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"><!--app--><div aria-hidden="true">The frame</div><!--/app--></div>
  </body>
</html>
`;

/** What Vite's manifest says about the build: the entry and the product page, and the chunks they share. */
const MANIFEST = {
  "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_cn-abc123.js"] },
  "_cn-abc123.js": { file: "assets/cn-abc123.js" },
  "_price-2.js": { file: "assets/price-2.js", imports: ["_cn-abc123.js"] },
  "src/app/routes/store/product.tsx": { file: "assets/product-3.js", imports: ["_price-2.js", "index.html", "_cn-abc123.js"] },
};

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
let dist: string;
const HOST = { host: "shop.kiddokart.invalid" };

async function appWith(renderer: PageRenderer) {
  return buildApp({ config: ctx.config, database: ctx.database, webDistDir: dist, renderPage: renderer, describePage });
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const feeding = await createCategory(db, { name: "Feeding" });
  const bottles = await createSubcategory(db, feeding.id, { name: "Feeding Bottles" });
  const avent = await createBrand(db, { name: "Philips Avent" });
  await createProduct(db, {
    name: "Avent Natural Feeding Bottle 260ml",
    categoryId: feeding.id,
    subcategoryId: bottles.id,
    brandId: avent.id,
    price: 650,
    stockQuantity: 12,
  });
  // Fourteen more, so the list has a second page (twelve a page).
  for (let index = 1; index <= 14; index += 1) {
    await createProduct(db, { name: `Feeding Spoon No. ${String(index).padStart(2, "0")}`, categoryId: feeding.id, brandId: avent.id, price: 100 + index });
  }
  dist = mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  app = await appWith(renderPage);
});

afterAll(async () => {
  await app?.close();
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers: { ...HOST, ...headers } });
  const root = /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(response.body)?.[1] ?? "";
  const state = /<script id="query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(response.body)?.[1];
  const queries = state ? (JSON.parse(state) as { queries: Array<{ queryKey: unknown[]; state: { data?: unknown } }> }).queries : [];
  return { response, body: response.body, root, queries };
}

describe("pages rendered on the server", () => {
  it("send a product page with its name, price and Add to Cart in the HTML, before any script runs", async () => {
    const { response, root, queries } = await page("/products/avent-natural-feeding-bottle-260ml");
    expect(response.statusCode).toBe(200);
    expect(root).toContain("<h1");
    expect(root).toContain("Avent Natural Feeding Bottle 260ml");
    expect(root).toContain("₹650");
    expect(root).toContain("Add to Cart");
    expect(root).not.toContain("The frame");
    // React's streaming renderer sent everything in place: no inline script (the shop's CSP forbids them).
    expect(root).not.toMatch(/<script(?![^>]*application\/json)/);
    // The browser starts from the same answer the API gives.
    const product = queries.find((query) => query.queryKey.join("/") === "catalog/product/avent-natural-feeding-bottle-260ml");
    expect(product?.state.data).toEqual((await app.inject({ url: "/api/products/avent-natural-feeding-bottle-260ml" })).json());
  });

  it("keep the stylesheet in the head and name every script after the page: the main script, its imports, then the page's own code", async () => {
    const { body } = await page("/products/avent-natural-feeding-bottle-260ml");
    const headEnd = body.indexOf("</head>");
    expect(body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">')).toBeLessThan(headEnd);
    expect(body.slice(0, headEnd)).not.toMatch(/<script type="module"|modulepreload/);
    const rootEnd = body.indexOf("</div>\n", body.indexOf('<div id="root">'));
    const scripts = [
      '<script id="query-state"',
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/cn-abc123.js">',
      '<link rel="modulepreload" crossorigin href="/assets/product-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/price-2.js">',
    ];
    const positions = scripts.map((script) => body.indexOf(script));
    expect(positions[0]).toBeGreaterThan(rootEnd);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.at(-1)).toBeLessThan(body.indexOf("</body>"));
    // Each once: the page's code leaves out what the main script brings.
    expect(body.match(/modulepreload/g)).toHaveLength(3);
  });

  it("render the list the address asks for, its page links working without the app's code", async () => {
    const { response, root } = await page("/products?category=feeding&sort=name-asc&page=2");
    expect(response.statusCode).toBe(200);
    expect(root).toContain("Feeding Spoon No. 14");
    expect(root).not.toContain("Feeding Spoon No. 01");
    expect(root).toContain('href="/products?category=feeding&amp;sort=name-asc"');
    const searchForm = /<form role="search"[^>]*>/.exec(root)?.[0];
    expect(searchForm).toContain('method="get"');
    expect(searchForm).toContain('action="/products"');
  });

  it("hand over the brands as the list shows them, without their descriptions, so the page stays small", async () => {
    const { queries } = await page("/products");
    const brands = queries.find((query) => query.queryKey.join("/") === "catalog/brands/links")?.state.data as Array<Record<string, unknown>>;
    const fromApi = (await app.inject({ url: "/api/brands" })).json<Array<{ name: string }>>();
    expect(brands.map((brand) => brand.name)).toEqual(fromApi.map((brand) => brand.name));
    for (const brand of brands) expect(Object.keys(brand).sort()).toEqual(["id", "logoUrl", "name", "slug"]);
  });

  it("answer searches typed into the form without the app's code", async () => {
    const { root } = await page("/products?search=spoon");
    expect(root).toContain("Results for “spoon”");
    expect(root).toMatch(/Feeding Spoon No\. \d\d/);
    expect(root).not.toContain("Avent Natural Feeding Bottle 260ml");
  });

  it.each([
    ["/no/such/page", "404 Page Not Found", "Page Not Found | KiddoKart"],
    ["/products/no-such-product", "Product Not Found", "Product Not Found | KiddoKart"],
  ])("answer %s with 404, a friendly page that suggests categories and products, and noindex", async (url, heading, title) => {
    const { response, body, root } = await page(url);
    expect(response.statusCode).toBe(404);
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(root).toContain(heading);
    expect(root).toContain('href="/products?category=feeding"');
    expect(root).toMatch(/href="\/products\/feeding-spoon-no-\d\d"/);
  });

  it("show a visitor the landing view, and a signed-in shopper their own home", async () => {
    const visitor = await page("/");
    expect(visitor.root).not.toContain("Welcome back");
    const { cookie } = await quickCustomer(ctx.database.db, { firstName: "Meenakshi" });
    const shopper = await page("/", { cookie });
    expect(shopper.response.statusCode).toBe(200);
    expect(shopper.root).toContain("Meenakshi");
  });

  it("answer with a redirect where the page would send the shopper elsewhere at once", async () => {
    const { cookie, user } = await quickCustomer(ctx.database.db);
    for (const url of ["/signin", "/signup"]) {
      const signedIn = await page(url, { cookie });
      expect(signedIn.response.statusCode, url).toBe(302);
      expect(signedIn.response.headers.location).toBe("/");
      expect(signedIn.response.headers["cache-control"]).toBe("private, no-cache");
      expect((await page(url)).response.statusCode).toBe(200);
    }
    const complete = await page("/profile-setup?returnUrl=%2Fcart", { cookie });
    expect(complete.response.headers.location).toBe("/cart");
    expect((await page("/profile-setup?returnUrl=%2F%2Fevil.invalid", { cookie })).response.headers.location).toBe("/");

    await ctx.database.db.update(users).set({ lastName: null, phoneNumber: null }).where(eq(users.id, user.id));
    const incomplete = await page("/products?category=feeding", { cookie });
    expect(incomplete.response.statusCode).toBe(302);
    expect(incomplete.response.headers.location).toBe("/profile-setup?returnUrl=%2Fproducts%3Fcategory%3Dfeeding");
    expect((await page("/profile-setup?returnUrl=%2Fcart", { cookie })).response.statusCode).toBe(200);
  });

  it("leave the back office to the browser", async () => {
    const { cookie } = await quickCustomer(ctx.database.db, { isAdmin: true });
    const { response, root, queries } = await page("/admin/products", { cookie });
    expect(response.statusCode).toBe(200);
    expect(root).toContain("The frame");
    expect(queries).toEqual([]);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("fall back to the frame, for the browser to render, when the server cannot render a page", async () => {
    const failing = await appWith(async () => {
      throw new Error("the renderer broke");
    });
    try {
      const response = await failing.inject({ url: "/products", headers: HOST });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("The frame");
      expect(response.body).toContain("<title>Baby Products | KiddoKart</title>");
    } finally {
      await failing.close();
    }
  });
});

describe("caching of pages", () => {
  it("lets the visitor's browser keep their page briefly, revalidated by its ETag", async () => {
    const first = await page("/products");
    expect(first.response.headers["cache-control"]).toBe("private, max-age=60");
    expect(first.response.headers.vary).toContain("cookie");
    const etag = String(first.response.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await page("/products", { "if-none-match": etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await page("/products", { "if-none-match": `W/"something-else", ${etag}` })).response.statusCode).toBe(304);
    expect((await page("/products", { "if-none-match": 'W/"something-else"' })).response.statusCode).toBe(200);
  });

  it("lets shared caches keep a visitor's page only when PUBLIC_URL fixes its canonical link instead of the request's Host", async () => {
    const fromHost = await page("/products", { host: "evil.kiddokart.invalid" });
    expect(fromHost.body).toContain('<link rel="canonical" href="http://evil.kiddokart.invalid/products" />');
    expect(fromHost.response.headers["cache-control"]).toBe("private, max-age=60");

    const named = await buildApp({ config: { ...ctx.config, publicUrl: "https://www.kiddokart.invalid" }, database: ctx.database, webDistDir: dist, renderPage });
    try {
      const response = await named.inject({ url: "/products", headers: { host: "evil.kiddokart.invalid" } });
      expect(response.body).toContain('<link rel="canonical" href="https://www.kiddokart.invalid/products" />');
      expect(response.body).not.toContain("evil.kiddokart.invalid");
      expect(response.headers["cache-control"]).toBe("public, max-age=60");
    } finally {
      await named.close();
    }
  });

  it("never lets a shared cache keep a signed-in shopper's page, so it cannot be served to a visitor", async () => {
    const { cookie } = await quickCustomer(ctx.database.db, { firstName: "Harpreet" });
    for (const url of ["/", "/products", "/products/avent-natural-feeding-bottle-260ml", "/cart", "/wishlist", "/checkout", "/orders", "/profile"]) {
      const shopper = await page(url, { cookie });
      expect(shopper.response.headers["cache-control"], url).toBe("private, no-cache");
      expect(shopper.body, url).toContain("Harpreet");
      const visitor = await page(url);
      expect(visitor.response.headers["cache-control"], url).toBe("private, max-age=60");
      expect(visitor.body, url).not.toContain("Harpreet");
      expect(visitor.response.headers.etag).not.toBe(shopper.response.headers.etag);
    }
  });
});

describe("a product page's pictures", () => {
  it("are asked for main picture first: it alone is preloaded, the thumbnails come at low priority", async () => {
    const db = ctx.database.db;
    const toys = await createCategory(db, { name: "Toys" });
    const brand = await createBrand(db, { name: "Funskool" });
    const images = ["/public-objects/demo/rattle-1.svg", "/public-objects/demo/rattle-2.svg", "/public-objects/demo/rattle-3.svg"];
    await createProduct(db, { name: "Rainbow Rattle", categoryId: toys.id, brandId: brand.id, price: 299, images });
    const { body, root } = await page("/products/rainbow-rattle");
    const preloaded = [...body.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(preloaded)).toEqual(new Set([images[0]]));
    const thumbnails = /<ul[^>]*aria-label="Thumbnails"[^>]*>([\s\S]*?)<\/ul>/.exec(root)?.[1] ?? "";
    const thumbnailTags = thumbnails.match(/<img[^>]*>/g) ?? [];
    expect(thumbnailTags).toHaveLength(3);
    for (const tag of thumbnailTags) expect(tag).toContain('fetchPriority="low"');
  });
});
