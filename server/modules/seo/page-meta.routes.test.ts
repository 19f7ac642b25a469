import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describePage } from "../../../web/src/entry-server";
import { buildApp } from "../../app";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

/** Shaped like the built web app's index.html: its own title and a description over several lines. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>KiddoKart — Baby care products online in India</title>
    <meta
      name="description"
      content="The shop's default description."
    />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** What Vite's manifest says about the build: the entry, a page and the chunks they share. */
const MANIFEST = {
  "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_shared-1.js"] },
  "_shared-1.js": { file: "assets/shared-1.js" },
  "_page-bits-2.js": { file: "assets/page-bits-2.js", imports: ["_shared-1.js"] },
  "src/app/routes/store/home.tsx": { file: "assets/home-3.js", imports: ["_page-bits-2.js", "index.html", "_shared-1.js"] },
};
const SCRIPT = `console.log(${JSON.stringify("KiddoKart ".repeat(300))});`;

let ctx: TestContext;
let app: Awaited<ReturnType<typeof buildApp>>;
let dist: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const feeding = await createCategory(db, { name: "Feeding" });
  const bottles = await createSubcategory(db, feeding.id, { name: "Feeding Bottles" });
  const avent = await createBrand(db, { name: "Philips Avent" });
  const pampers = await createBrand(db, { name: "Pampers" });
  await createProduct(db, {
    name: "Avent Natural Feeding Bottle 260ml",
    sku: "AVT-NB-260",
    shortDescription: "A wide-neck bottle with a soft, natural-feel nipple.",
    categoryId: feeding.id,
    subcategoryId: bottles.id,
    brandId: avent.id,
    price: 650,
    discount: 10,
    stockQuantity: 12,
    avgRating: "4.50",
    reviewCount: 8,
    imageUrl: "/public-objects/demo/avent-bottle-1.svg",
    images: ["/public-objects/demo/avent-bottle-1.svg", "/public-objects/demo/avent-bottle-2.svg"],
  });
  await createProduct(db, {
    name: `Tricky "Pants" <script>alert(1)</script> & Co`,
    slug: "tricky-pants",
    shortDescription: "Ends a script: </script><script>alert(2)</script>",
    categoryId: feeding.id,
    brandId: pampers.id,
    price: 899,
    stockQuantity: 0,
    imageUrl: "https://cdn.example.com/pants.jpg",
  });
  await createProduct(db, { name: "Withdrawn Teether", categoryId: feeding.id, brandId: avent.id, isActive: false });

  dist = mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), SCRIPT);
  writeFileSync(path.join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, "assets", "index-abc123.js.gz"), gzipSync(SCRIPT));
  // No server render: the pages are left to the browser, with the heads the web app's route table gives them.
  app = await buildApp({ config: ctx.config, database: ctx.database, webDistDir: dist, describePage });
});

afterAll(async () => {
  await app?.close();
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await app.inject({ url, headers: { host: "shop.kiddokart.invalid" } });
  const body = response.body;
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
  const descriptions = [...body.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  return { response, body, title, description: descriptions[0], descriptions, structuredData: jsonLd ? JSON.parse(jsonLd) : undefined };
}

describe("page titles and descriptions in the HTML the server sends", () => {
  it.each([
    ["/", "KiddoKart — Baby care products online in India", /authentic baby care products online in India/],
    ["/about", "About Us | KiddoKart", /50,000\+ parents in 100\+ Indian cities/],
    ["/contact", "Contact Us | KiddoKart", /within 24 hours/],
    ["/products", "Baby Products | KiddoKart", /trusted brands/],
  ])("%s has its own title and one description", async (url, title, description) => {
    const result = await page(url);
    expect(result.response.statusCode).toBe(200);
    expect(result.response.headers["content-type"]).toContain("text/html");
    expect(result.title).toBe(title);
    expect(result.descriptions).toHaveLength(1);
    expect(result.description).toMatch(description);
    expect(result.body).not.toContain("The shop's default description.");
    expect(result.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(result.body).toContain('<div id="root"></div>');
  });

  it("names the category, subcategory, brand or search of a product list in its title", async () => {
    expect((await page("/products?category=feeding")).title).toBe("Feeding | KiddoKart");
    expect((await page("/products?category=feeding&subcategory=feeding-bottles")).title).toBe("Feeding Bottles | KiddoKart");
    expect((await page("/products?brand=pampers")).title).toBe("Pampers | KiddoKart");
    expect((await page("/products?search=%20baby%20lotion%20")).title).toBe("Search results for “baby lotion” | KiddoKart");
    expect((await page("/products?category=no-such-category")).title).toBe("Baby Products | KiddoKart");
  });

  it("points search engines at one address per list, and keeps search results out of their index", async () => {
    const category = await page("/products?category=feeding&sortBy=price");
    expect(category.body).toContain('<link rel="canonical" href="http://shop.kiddokart.invalid/products?category=feeding" />');
    expect(category.body).not.toContain('name="robots"');
    const search = await page("/products?search=bottle");
    expect(search.body).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it("escapes what shoppers type into the address", async () => {
    const { body, title } = await page("/products?search=%3C%2Ftitle%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%22");
    expect(title).toBe("Search results for “&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;” | KiddoKart");
    expect(body).not.toContain("<script>alert(1)");
  });

  it("keeps the app's own head for pages it knows nothing about", async () => {
    const result = await page("/cart");
    expect(result.response.statusCode).toBe(200);
    expect(result.title).toBe("KiddoKart — Baby care products online in India");
    expect(result.body).toContain('content="The shop\'s default description."');
  });
});

describe("product pages", () => {
  it("carry the product's name, short description and Product structured data", async () => {
    const result = await page("/products/avent-natural-feeding-bottle-260ml");
    expect(result.response.statusCode).toBe(200);
    expect(result.title).toBe("Avent Natural Feeding Bottle 260ml | KiddoKart");
    expect(result.description).toBe("A wide-neck bottle with a soft, natural-feel nipple.");
    expect(result.body).toContain('<link rel="canonical" href="http://shop.kiddokart.invalid/products/avent-natural-feeding-bottle-260ml" />');
    expect(result.body).toContain('<meta property="og:image" content="http://shop.kiddokart.invalid/public-objects/demo/avent-bottle-1.svg" />');
    expect(result.structuredData).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Avent Natural Feeding Bottle 260ml",
      image: ["http://shop.kiddokart.invalid/public-objects/demo/avent-bottle-1.svg", "http://shop.kiddokart.invalid/public-objects/demo/avent-bottle-2.svg"],
      description: "A wide-neck bottle with a soft, natural-feel nipple.",
      sku: "AVT-NB-260",
      brand: { "@type": "Brand", name: "Philips Avent" },
      category: "Feeding > Feeding Bottles",
      offers: {
        "@type": "Offer",
        url: "http://shop.kiddokart.invalid/products/avent-natural-feeding-bottle-260ml",
        price: "585.00",
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 8, bestRating: 5, worstRating: 1 },
    });
  });

  it("say out of stock, leave out a rating nobody gave, and escape names that look like markup", async () => {
    const result = await page("/products/tricky-pants");
    expect(result.title).toBe("Tricky &quot;Pants&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co | KiddoKart");
    expect(result.body).not.toContain("<script>alert");
    expect(result.body.match(/<\/script>/g)).toHaveLength(2); // the JSON-LD and the app's own script end; nothing the shopper typed closes one
    expect(result.structuredData).toMatchObject({
      name: `Tricky "Pants" <script>alert(1)</script> & Co`,
      description: "Ends a script: </script><script>alert(2)</script>",
      image: ["https://cdn.example.com/pants.jpg"],
      offers: { price: "899.00", availability: "https://schema.org/OutOfStock" },
    });
    expect(result.structuredData).not.toHaveProperty("aggregateRating");
    expect(result.structuredData).not.toHaveProperty("sku");
  });

  it.each(["/products/no-such-product", "/products/withdrawn-teether", "/products/teether%00"])("answer 404 with the app for %s", async (url) => {
    const result = await page(url);
    expect(result.response.statusCode).toBe(404);
    expect(result.response.headers["content-type"]).toContain("text/html");
    expect(result.title).toBe("Product Not Found | KiddoKart");
    expect(result.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(result.body).toContain('<div id="root"></div>');
    expect(result.structuredData).toBeUndefined();
  });

  it("use PUBLIC_URL for absolute addresses when it is set", async () => {
    const shopApp = await buildApp({ config: { ...ctx.config, publicUrl: "https://www.kiddokart.invalid" }, database: ctx.database, webDistDir: dist, describePage });
    try {
      const response = await shopApp.inject({ url: "/products/avent-natural-feeding-bottle-260ml", headers: { host: "evil.invalid" } });
      expect(response.body).toContain('<link rel="canonical" href="https://www.kiddokart.invalid/products/avent-natural-feeding-bottle-260ml" />');
      expect(response.body).not.toContain("evil.invalid");
    } finally {
      await shopApp.close();
    }
  });
});

describe("policy and company pages", () => {
  it("carry the page's own title and description", async () => {
    const result = await page("/pages/privacy-notice");
    expect(result.response.statusCode).toBe(200);
    expect(result.title).toBe("Privacy Notice | KiddoKart");
    expect(result.description).toMatch(/Digital Personal Data Protection Act, 2023/);
    expect(result.body).toContain('<link rel="canonical" href="http://shop.kiddokart.invalid/pages/privacy-notice" />');
  });

  it("show an edit from the back office at once", async () => {
    const { cookie } = await quickCustomer(ctx.database.db, { isAdmin: true });
    const payload = { title: "Returns <Made Easy>", description: "Send it back within 30 days & get your money back.", body: "Just call us." };
    expect((await app.inject({ method: "PUT", url: "/api/admin/pages/returns-and-refunds", headers: { cookie }, payload })).statusCode).toBe(200);
    const result = await page("/pages/returns-and-refunds");
    expect(result.title).toBe("Returns &lt;Made Easy&gt; | KiddoKart");
    expect(result.description).toBe("Send it back within 30 days &amp; get your money back.");
  });

  it.each(["/pages/no-such-page", "/pages/about", "/pages/faqs%00"])("answer 404 with the app for %s", async (url) => {
    const result = await page(url);
    expect(result.response.statusCode).toBe(404);
    expect(result.title).toBe("Page Not Found | KiddoKart");
    expect(result.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(result.body).toContain('<div id="root"></div>');
  });
});

describe("a fast first load", () => {
  it("preloads the page's own scripts after the app's main script, leaving out what the main script brings", async () => {
    const { body } = await page("/");
    const preloads = [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(preloads).toEqual(["/assets/home-3.js", "/assets/page-bits-2.js"]);
    expect(body.indexOf("/assets/index-abc123.js")).toBeLessThan(body.indexOf("/assets/home-3.js"));
    expect(body.indexOf("/assets/home-3.js")).toBeLessThan(body.indexOf("</head>"));
    expect((await page("/cart")).body).not.toContain("modulepreload");
    // The manifest itself is the server's business, not the browser's.
    expect((await page("/.vite/manifest.json")).body).not.toContain("isEntry");
  });

  it("fetches the picture a product page shows first together with the HTML, as the page will ask for it", async () => {
    const imagePreloads = (body: string) => [...body.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((match) => match[1]);
    expect(imagePreloads((await page("/products/avent-natural-feeding-bottle-260ml")).body)).toEqual(["/public-objects/demo/avent-bottle-1.svg"]);
    expect(imagePreloads((await page("/products/tricky-pants")).body)).toEqual(["/api/image-proxy?url=https%3A%2F%2Fcdn.example.com%2Fpants.jpg"]);
    // The plain list: the two newest products' card pictures (the withdrawn one is not listed).
    expect(imagePreloads((await page("/products")).body)).toEqual(["/api/image-proxy?url=https%3A%2F%2Fcdn.example.com%2Fpants.jpg", "/public-objects/demo/avent-bottle-1.svg"]);
    expect(imagePreloads((await page("/products?category=feeding")).body)).toEqual([]);
  });

  it("compresses the page's HTML when the browser accepts it", async () => {
    const plain = await page("/products");
    const compressed = await app.inject({ url: "/products", headers: { host: "shop.kiddokart.invalid", "accept-encoding": "gzip, deflate, br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["vary"]).toContain("accept-encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const gzipped = await app.inject({ url: "/products", headers: { host: "shop.kiddokart.invalid", "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.response.headers["content-encoding"]).toBeUndefined();
  });

  it("sends scripts pre-compressed, as the browser accepts them", async () => {
    const brotli = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["vary"]).toContain("accept-encoding");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const gzip = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
