import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describePage } from "../../web/src/entry-server";
import { buildApp } from "../app";
import { sessions } from "../db/schema/accounts";
import { TEST_COST } from "../modules/accounts/password";
import { registerCustomer } from "../test/accounts";
import { createBrand, createCategory, createProduct } from "../test/factories";
import { createTestApp, rememberTestDatabase, type TestContext } from "../test/test-app";
import type { TrustProxy } from "../trust-proxy";

const INDEX_HTML = "<!doctype html><html><head><title>KiddoKart</title></head><body><div id=\"root\"></div></body></html>";

let ctx: TestContext;
let dist: string;
const shops: FastifyInstance[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const category = await createCategory(ctx.database.db, { name: "Feeding" });
  const brand = await createBrand(ctx.database.db, { name: "Philips Avent" });
  await createProduct(ctx.database.db, { name: "Avent Natural Feeding Bottle", slug: "avent-bottle", categoryId: category.id, brandId: brand.id });
  dist = mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
});

afterAll(async () => {
  for (const shop of shops) await shop.close();
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The whole shop on the test database with this TRUST_PROXY, serving pages from a stand-in web build. */
async function shopTrusting(trustProxy: TrustProxy): Promise<FastifyInstance> {
  const shop = await buildApp({ config: { ...ctx.config, trustProxy }, database: ctx.database, webDistDir: dist, describePage, passwordCost: TEST_COST });
  rememberTestDatabase(shop, ctx.database);
  shops.push(shop);
  return shop;
}

let forwarded = 0;
/** A different forged client address each call, as an attacker rotating X-Forwarded-For would send. */
const nextForgedAddress = () => `198.51.100.${(forwarded++ % 250) + 1}`;

async function failedSignIns(shop: FastifyInstance, count: number, realClient: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await shop.inject({
      method: "POST",
      url: "/api/login",
      remoteAddress: realClient,
      headers: { "x-forwarded-for": nextForgedAddress() },
      payload: { email: `guess${i}.${realClient}@example.in`, password: "wrong-password" },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

async function sessionAddressOf(shop: FastifyInstance, request: { remoteAddress: string; forwardedFor: string }): Promise<string | null> {
  const customer = await registerCustomer(shop);
  const response = await shop.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: request.remoteAddress,
    headers: { "x-forwarded-for": request.forwardedFor },
    payload: { email: customer.email, password: customer.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [session] = await ctx.database.db.select({ ip: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, customer.id));
  return session!.ip;
}

const forgedHost = { host: "shop.kiddokart.invalid", "x-forwarded-host": "evil.invalid", "x-forwarded-proto": "https" };

describe("by default (no TRUST_PROXY)", () => {
  it("throttles one client whatever X-Forwarded-For it sends", async () => {
    const shop = await shopTrusting(false);
    const statuses = await failedSignIns(shop, 30, "203.0.113.10");
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
  });

  it("records the connection's own address for a session", async () => {
    const shop = await shopTrusting(false);
    expect(await sessionAddressOf(shop, { remoteAddress: "203.0.113.11", forwardedFor: "192.0.2.99" })).toBe("203.0.113.11");
  });

  it("writes robots.txt and the sitemap for the request's own Host, not a forwarded one", async () => {
    const shop = await shopTrusting(false);
    const robots = await shop.inject({ url: "/robots.txt", headers: forgedHost });
    expect(robots.body).toContain("Sitemap: http://shop.kiddokart.invalid/sitemap.xml");
    const sitemap = await shop.inject({ url: "/sitemap.xml", headers: forgedHost });
    expect(sitemap.body).toContain("<loc>http://shop.kiddokart.invalid/products/avent-bottle</loc>");
    for (const body of [robots.body, sitemap.body]) expect(body).not.toMatch(/evil\.example|https:/);
  });

  it("writes canonical links and structured data for the request's own Host", async () => {
    const shop = await shopTrusting(false);
    const about = await shop.inject({ url: "/about", headers: forgedHost });
    expect(about.body).toContain('<link rel="canonical" href="http://shop.kiddokart.invalid/about" />');
    const product = await shop.inject({ url: "/products/avent-bottle", headers: forgedHost });
    expect(product.body).toContain('<link rel="canonical" href="http://shop.kiddokart.invalid/products/avent-bottle" />');
    expect(product.body).toContain('"url":"http://shop.kiddokart.invalid/products/avent-bottle"');
    for (const body of [about.body, product.body]) expect(body).not.toContain("evil.invalid");
  });

  it("refuses a write from the forwarded host's origin", async () => {
    const shop = await shopTrusting(false);
    const forged = await shop.inject({ method: "POST", url: "/api/contact", headers: { ...forgedHost, origin: "https://evil.invalid" }, payload: {} });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: "forbidden" });
    const own = await shop.inject({ method: "POST", url: "/api/contact", headers: { ...forgedHost, origin: "http://shop.kiddokart.invalid" }, payload: {} });
    expect(own.statusCode).toBe(400);
  });
});

describe("with TRUST_PROXY=1 (one proxy in front)", () => {
  it("takes the client's address from the proxy's X-Forwarded-For", async () => {
    const shop = await shopTrusting(1);
    expect(await sessionAddressOf(shop, { remoteAddress: "10.0.0.5", forwardedFor: "192.0.2.55" })).toBe("192.0.2.55");
    // A value the client itself put first is not believed: the proxy appends the address it saw.
    expect(await sessionAddressOf(shop, { remoteAddress: "10.0.0.5", forwardedFor: "1.1.1.1, 192.0.2.56" })).toBe("192.0.2.56");
  });

  it("counts failed sign-ins per forwarded address", async () => {
    const shop = await shopTrusting(1);
    expect(await failedSignIns(shop, 30, "10.0.0.6")).not.toContain(429);
  });

  it("builds links for the host and scheme the proxy forwards, and accepts writes from that origin", async () => {
    const shop = await shopTrusting(1);
    const proxied = { host: "10.0.0.7:3000", "x-forwarded-host": "shop.kiddokart.invalid", "x-forwarded-proto": "https" };
    expect((await shop.inject({ url: "/robots.txt", headers: proxied })).body).toContain("Sitemap: https://shop.kiddokart.invalid/sitemap.xml");
    const write = await shop.inject({ method: "POST", url: "/api/contact", headers: { ...proxied, origin: "https://shop.kiddokart.invalid" }, payload: {} });
    expect(write.statusCode).toBe(400);
  });
});

describe("with TRUST_PROXY listing the proxies' addresses", () => {
  it("believes X-Forwarded-For only from those addresses", async () => {
    const shop = await shopTrusting(["10.0.0.0/8"]);
    expect(await sessionAddressOf(shop, { remoteAddress: "10.20.30.40", forwardedFor: "192.0.2.77" })).toBe("192.0.2.77");
    expect(await sessionAddressOf(shop, { remoteAddress: "203.0.113.12", forwardedFor: "192.0.2.78" })).toBe("203.0.113.12");
  });
});
