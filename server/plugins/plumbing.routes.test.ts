import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { AppError } from "../errors";
import { createTestApp, type TestContext } from "../test/test-app";
import { errorHandlerPlugin } from "./error-handler";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe("server plumbing", () => {
  it("answers health and readiness", async () => {
    expect((await ctx.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await ctx.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with the JSON error shape", async () => {
    const response = await ctx.app.inject({ url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", message: "Route GET /api/no-such-thing not found" });
  });

  it("sends security headers on every answer", async () => {
    for (const url of ["/api/categories", "/api/no-such-thing", "/healthz"]) {
      const { headers } = await ctx.app.inject({ url });
      expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    }
  });

  it("refuses writes from a foreign origin, and accepts the shop's own", async () => {
    const foreign = await ctx.app.inject({ method: "POST", url: "/api/anything", headers: { origin: "https://evil.invalid" }, payload: {} });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "forbidden" });
    const own = await ctx.app.inject({ method: "POST", url: "/api/anything", headers: { origin: "http://localhost:80", host: "localhost:80" }, payload: {} });
    expect(own.statusCode).toBe(404);
  });

  it("answers an address the router cannot read with the JSON error shape, without echoing it", async () => {
    for (const url of ["/api/products/%E0%A4%A", "/api/orders/%ED%A0%80", "/api/cart/%zz", "/public-objects/%FF%FE"]) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: "This address is not valid.", code: "invalid_input" });
    }
    const long = await ctx.app.inject({ url: `/api/products/${"a".repeat(5_000)}/reviews` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: "A part of this address is too long.", code: "invalid_input" });
  });

  it("publishes the OpenAPI contract generated from the routes", async () => {
    const response = await ctx.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/products", "/api/products/{slug}", "/api/categories-with-subcategories", "/api/admin/products/{id}/variants"]));
    expect(Object.keys(document.paths["/api/admin/products/{id}/variants"]).sort()).toEqual(["get", "put"]);
    expect(document.paths["/api/products"].get.parameters.map((p: { name: string }) => p.name)).toContain("sortBy");
  });

  it("draws an SVG placeholder, clamping silly sizes", async () => {
    const response = await ctx.app.inject({ url: "/api/placeholder/300/200" });
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.body).toContain('width="300" height="200"');
    expect((await ctx.app.inject({ url: "/api/placeholder/999999/-5" })).body).toContain('width="2000" height="1"');
    expect((await ctx.app.inject({ url: "/api/placeholder/wide/tall" })).statusCode).toBe(400);
  });
});

describe("web app hosting", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
    mkdirSync(path.join(dist, "assets"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>shop</title><div id=root></div>");
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('shop')");
    app = await buildApp({ config: ctx.config, database: ctx.database, webDistDir: dist });
  });
  afterAll(() => app.close());

  it("serves the app for every page, so its router shows the page or the 404 screen", async () => {
    for (const url of ["/", "/products?category=feeding", "/no/such/page"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("caches hashed assets for good", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("sends scripts without the headers only a document reads, and pages with them", async () => {
    const script = await app.inject({ url: "/assets/app-abc123.js" });
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const header of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"]) expect(script.headers[header], header).toBeUndefined();
    const page = await app.inject({ url: "/" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("keeps JSON 404s for the API", async () => {
    expect((await app.inject({ url: "/api/nope" })).headers["content-type"]).toContain("application/json");
  });
});

describe("error handler", () => {
  it("hides the details of unexpected failures and keeps those of AppError", async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get("/boom", async () => {
      throw new Error("database password is hunter2");
    });
    app.get("/stock", async () => {
      throw new AppError("insufficient_stock", "Only 2 left", { field: "quantity", details: { available: 2 } });
    });
    expect((await app.inject({ url: "/boom" })).json()).toEqual({ message: "Internal Server Error", code: "internal" });
    const stock = await app.inject({ url: "/stock" });
    expect(stock.statusCode).toBe(409);
    expect(stock.json()).toEqual({ message: "Only 2 left", code: "insufficient_stock", field: "quantity", available: 2 });
    await app.close();
  });
});
