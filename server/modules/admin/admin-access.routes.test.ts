import { afterAll, beforeAll, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

/** Every back-office route the server has: new ones are covered the day they are added. */
function guardedRoutes() {
  const guarded = ctx.app.routeList.filter(
    (route) => route.method !== "HEAD" && (route.url.startsWith("/api/admin") || route.url.startsWith("/api/upload/") || route.url.startsWith("/api/normalize-")),
  );
  return guarded.map((route) => ({ ...route, url: route.url.replace(/:id\b/g, "00000000-0000-4000-8000-000000000001").replace(/:(\w+)/g, "1") }));
}

it("knows the back-office routes", () => {
  const urls = guardedRoutes().map((route) => `${route.method} ${route.url}`);
  expect(urls).toEqual(expect.arrayContaining(["GET /api/admin/products", "POST /api/admin/products/bulk", "GET /api/admin/stats", "GET /api/admin/users"]));
  expect(urls.length).toBeGreaterThanOrEqual(13);
});

it("refuses every back-office route to a visitor (401) and to a customer (403), whatever the body", async () => {
  const { cookie } = await quickCustomer(ctx.database.db);
  for (const route of guardedRoutes()) {
    const method = route.method as "GET" | "POST" | "PUT" | "DELETE";
    const payload = method === "GET" || method === "DELETE" ? undefined : { junk: true };
    const visitor = await ctx.app.inject({ method, url: route.url, payload });
    expect(visitor.statusCode, `${route.method} ${route.url} as a visitor`).toBe(401);
    const customer = await ctx.app.inject({ method, url: route.url, payload, headers: { cookie } });
    expect(customer.statusCode, `${route.method} ${route.url} as a customer`).toBe(403);
    expect(customer.json()).toMatchObject({ code: "forbidden" });
  }
});
