import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createBrand, createCategory, createProduct } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const feeding = await createCategory(db, { name: "Feeding", sortOrder: 1 });
  await createCategory(db, { name: "Gift Sets", sortOrder: 2 });
  const avent = await createBrand(db, { name: "Philips Avent" });
  await createProduct(db, { name: "Avent Natural Feeding Bottle 260ml", categoryId: feeding.id, brandId: avent.id, updatedAt: new Date("2026-03-04T10:00:00Z") });
  await createProduct(db, { name: "Sipper & Straw Cup <Pink>", slug: "sipper-straw-cup-pink", categoryId: feeding.id, brandId: avent.id });
  await createProduct(db, { name: "Withdrawn Teether", categoryId: feeding.id, brandId: avent.id, isActive: false });
});

afterAll(() => ctx?.close());

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe("GET /sitemap.xml", () => {
  it("lists the storefront pages, the policy and company pages, each category and every active product, with absolute addresses", async () => {
    const response = await ctx.app.inject({ url: "/sitemap.xml", headers: { host: "shop.kiddokart.invalid" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locations(response.body)).toEqual([
      "http://shop.kiddokart.invalid/",
      "http://shop.kiddokart.invalid/products",
      "http://shop.kiddokart.invalid/about",
      "http://shop.kiddokart.invalid/contact",
      "http://shop.kiddokart.invalid/pages/returns-and-refunds",
      "http://shop.kiddokart.invalid/pages/shipping-and-delivery",
      "http://shop.kiddokart.invalid/pages/faqs",
      "http://shop.kiddokart.invalid/pages/privacy-notice",
      "http://shop.kiddokart.invalid/pages/terms-of-use",
      "http://shop.kiddokart.invalid/pages/cookie-policy",
      "http://shop.kiddokart.invalid/pages/grievance-redressal",
      "http://shop.kiddokart.invalid/pages/seller-information",
      "http://shop.kiddokart.invalid/products?category=feeding",
      "http://shop.kiddokart.invalid/products?category=gift-sets",
      "http://shop.kiddokart.invalid/products/avent-natural-feeding-bottle-260ml",
      "http://shop.kiddokart.invalid/products/sipper-straw-cup-pink",
    ]);
    expect(response.body).toContain("<loc>http://shop.kiddokart.invalid/products/avent-natural-feeding-bottle-260ml</loc><lastmod>2026-03-04</lastmod>");
    expect(response.body).not.toContain("withdrawn-teether");
  });

  it("dates each policy and company page by its last edit", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await ctx.app.inject({ url: "/sitemap.xml", headers: { host: "shop.kiddokart.invalid" } });
    expect(response.body).toContain(`<loc>http://shop.kiddokart.invalid/pages/grievance-redressal</loc><lastmod>${today}</lastmod>`);
  });

  it("uses PUBLIC_URL when it is set, whatever host the request names, and then lets shared caches keep it", async () => {
    const shop = await buildApp({ config: { ...ctx.config, publicUrl: "https://www.kiddokart.invalid" }, database: ctx.database });
    try {
      const response = await shop.inject({ url: "/sitemap.xml", headers: { host: "evil.example" } });
      expect(locations(response.body).slice(0, 2)).toEqual(["https://www.kiddokart.invalid/", "https://www.kiddokart.invalid/products"]);
      expect(response.body).not.toContain("evil.example");
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
      const robots = await shop.inject({ url: "/robots.txt", headers: { host: "evil.example" } });
      expect(robots.body).toContain("Sitemap: https://www.kiddokart.invalid/sitemap.xml");
      expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    } finally {
      await shop.close();
    }
  });

  it("escapes what it writes, so a strange host cannot break the XML", async () => {
    const response = await ctx.app.inject({ url: "/sitemap.xml", headers: { host: "a&b" } });
    expect(response.body).toContain("<loc>http://a&amp;b/about</loc>");
  });
});

describe("answers naming the request's own host", () => {
  it("may be kept by the asker's browser only, never by a shared cache, while PUBLIC_URL is not set", async () => {
    for (const url of ["/sitemap.xml", "/robots.txt"]) {
      const response = await ctx.app.inject({ url, headers: { host: "evil.kiddokart.invalid" } });
      expect(response.body, url).toContain("http://evil.kiddokart.invalid/");
      expect(response.headers["cache-control"], url).toBe("private, max-age=3600");
    }
  });
});

describe("GET /robots.txt", () => {
  it("lets crawlers in, keeps them out of the API and private screens, and names the sitemap", async () => {
    const response = await ctx.app.inject({ url: "/robots.txt", headers: { host: "shop.kiddokart.invalid" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of ["/api/", "/admin", "/cart", "/checkout", "/orders", "/profile", "/wishlist", "/forgot-password", "/reset-password", "/verify-email"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: http://shop.kiddokart.invalid/sitemap.xml");
  });
});
