import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import type { PageRenderer } from "@shared/page-render";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../web/src/entry-server";
import { buildApp } from "../../app";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory, createProduct } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>KiddoKart</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><!--app--><div aria-hidden="true">The frame</div><!--/app--></div>
  </body>
</html>
`;
const HOST = { host: "shop.kiddokart.invalid" };

let ctx: TestContext;
let dist: string;
let ids: { category: number; brand: number };
const apps: Array<{ close(): Promise<unknown> }> = [];

beforeAll(async () => {
  // Catalogue answers (and so visitor pages) kept for five minutes.
  ctx = await createTestApp({ CATALOG_CACHE_SECONDS: "300" });
  const db = ctx.database.db;
  const feeding = await createCategory(db, { name: "Feeding" });
  const avent = await createBrand(db, { name: "Philips Avent" });
  ids = { category: feeding.id, brand: avent.id };
  await createProduct(db, { name: "Avent Natural Feeding Bottle 260ml", categoryId: feeding.id, brandId: avent.id, price: 650, stockQuantity: 12 });
  dist = mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function appWith(renderer: PageRenderer) {
  const app = await buildApp({ config: ctx.config, database: ctx.database, webDistDir: dist, renderPage: renderer });
  apps.push(app);
  return app;
}

/** The real renderer, counting the pages it renders. */
function countingRenderer() {
  const rendered: string[] = [];
  const renderer: PageRenderer = async (request) => {
    rendered.push(request.url);
    return renderPage(request);
  };
  return { renderer, rendered };
}

describe("pages kept for visitors", () => {
  it("renders a catalogue page once for many visitors, and again once the catalogue changes", async () => {
    const { renderer, rendered } = countingRenderer();
    const app = await appWith(renderer);
    const url = "/products/avent-natural-feeding-bottle-260ml";
    const first = await app.inject({ url, headers: HOST });
    const second = await app.inject({ url, headers: HOST });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe("private, max-age=60");
    expect(rendered).toEqual([url]);

    // A new product in the back office: every kept page is forgotten.
    const admin = await quickCustomer(ctx.database.db, { isAdmin: true });
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/products/bulk",
      headers: { ...HOST, cookie: admin.cookie },
      payload: { products: [{ name: "Avent Soft Spoon", price: "199", categoryId: ids.category, brandId: ids.brand, stockQuantity: 5, isActive: true, isFeatured: false, images: [], videos: [] }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await app.inject({ url, headers: HOST });
    expect(rendered).toEqual([url, url]);
  });

  it("never serves a signed-in shopper a visitor's copy, nor keeps theirs", async () => {
    const { renderer, rendered } = countingRenderer();
    const app = await appWith(renderer);
    const customer = await quickCustomer(ctx.database.db, { firstName: "Asha" });
    await app.inject({ url: "/", headers: HOST });
    const signedIn = await app.inject({ url: "/", headers: { ...HOST, cookie: customer.cookie } });
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    expect(signedIn.body).toContain("Asha");
    const visitorAgain = await app.inject({ url: "/", headers: HOST });
    expect(visitorAgain.body).not.toContain("Asha");
    expect(rendered).toEqual(["/", "/"]);
  });

  it("sends a visitor's copy compressed at Brotli's best once it is ready; a signed-in shopper's page at the quick setting", async () => {
    const { renderer } = countingRenderer();
    const app = await appWith(renderer);
    const asked = { url: "/products", headers: { ...HOST, "accept-encoding": "gzip, deflate, br, zstd" } };
    const first = await app.inject(asked);
    let later = first;
    await vi.waitFor(async () => {
      later = await app.inject(asked);
      expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    });
    expect(later.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(brotliDecompressSync(first.rawPayload).toString());
    expect(later.headers.etag).toBe(first.headers.etag);

    const customer = await quickCustomer(ctx.database.db);
    const signedIn = { ...asked, headers: { ...asked.headers, cookie: customer.cookie } };
    const own = await app.inject(signedIn);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await app.inject(signedIn)).rawPayload.length).toBe(own.rawPayload.length);
  });

  it("keeps only catalogue pages, each address on its own", async () => {
    const { renderer, rendered } = countingRenderer();
    const app = await appWith(renderer);
    for (const url of ["/products?page=1", "/products?page=1", "/products?sort=price-asc", "/about", "/about"]) await app.inject({ url, headers: HOST });
    expect(rendered).toEqual(["/products?page=1", "/products?sort=price-asc", "/about", "/about"]);
  });
});

describe("a flood of pages", () => {
  it("renders so many at once; the pages beyond those waiting get the frame at once, for the browser to render", async () => {
    const waiting: Array<() => void> = [];
    const held: PageRenderer = (request) => new Promise((resolve) => waiting.push(() => void renderPage(request).then(resolve)));
    const app = await appWith(held);
    // Different addresses (none kept for another): 4 rendered at once and 32 waiting.
    const accepted = Array.from({ length: 36 }, (_, index) => app.inject({ url: `/about?visit=${index}`, headers: HOST }));
    // However slow the machine, 4 start (and, a moment later, still no more than 4).
    await vi.waitFor(() => expect(waiting).toHaveLength(4), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waiting).toHaveLength(4);
    const turnedAway = await app.inject({ url: "/about?visit=36", headers: HOST });
    expect(turnedAway.statusCode).toBe(200);
    expect(turnedAway.body).toContain("The frame");
    expect(turnedAway.headers["cache-control"]).toBe("no-cache");
    // Let them go one by one until every accepted page is answered: the next ones reach the renderer only as
    // earlier renders finish, which on a PostgreSQL server can take longer than a tick.
    let answered = 0;
    for (const answer of accepted) void answer.then(() => (answered += 1));
    while (answered < accepted.length) {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await Promise.all(accepted);
    expect(answers.every((answer) => answer.statusCode === 200 && answer.body.includes("Caring for India"))).toBe(true);
  });
});
