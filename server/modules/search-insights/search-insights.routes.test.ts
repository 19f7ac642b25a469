import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { searchQueries } from "../../db/schema/catalog";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

// Lists cached for five minutes: a search the cache answers is still a search.
let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE_SECONDS: "300" });
  adminCookie = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
});
afterAll(() => ctx?.close());

const search = async (query: string) => {
  const response = await ctx.app.inject({ url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const report = async (days?: number) => {
  const response = await ctx.app.inject({ url: `/api/admin/search-insights${days ? `?days=${days}` : ""}`, headers: { cookie: adminCookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

it("counts the first page of each search, cached or not, with the words tidied and no shopper named", async () => {
  const shop = await catalogueFixture(ctx.database.db);
  await shop.product({ name: "Glowworm Teether Ring" });
  await shop.product({ name: "Glowworm Night Lamp" });

  expect((await search("search=%20%20Glowworm%20%20%20TEETHER%20")).total).toBe(1);
  await search("search=glowworm%20teether"); // the same words, answered by the cache
  await search("search=Glowworm%20Teether&offset=0&limit=1");
  await search("search=Glowworm%20Teether&offset=1&limit=1"); // a second page: not another search
  await search("search=glowworm");
  await search("search=qxzvbn");
  await search("search=%20%20"); // nothing typed
  await search(`categoryId=${shop.category.id}`); // a list, not a search

  expect(await report(30)).toEqual({
    days: 30,
    totalSearches: 5,
    topSearches: [
      { query: "glowworm teether", searches: 3, results: 1 },
      { query: "glowworm", searches: 1, results: 2 },
      { query: "qxzvbn", searches: 1, results: 0 },
    ],
    noResults: [{ query: "qxzvbn", searches: 1, lastSearchedAt: expect.any(String) }],
  });
  const columns = await queryRows<{ name: string }>(ctx.database.db, sql`select column_name as name from information_schema.columns where table_name = 'search_queries' order by 1`);
  expect(columns.map((column) => column.name)).toEqual(["corrected_query", "id", "query", "results", "searched_at"]);
});

it("reports the period asked for, each word with what its latest search found", async () => {
  const at = (interval: string) => sql`now() - ${interval}::interval`;
  await ctx.database.db.insert(searchQueries).values([
    { query: "pram", results: 0, searchedAt: at("40 days") },
    { query: "pram", results: 0, searchedAt: at("35 days") },
    { query: "pram", results: 6, searchedAt: at("2 days") },
    { query: "bib", results: 4, searchedAt: at("3 days") },
    { query: "bib", results: 0, searchedAt: at("2 days") },
    { query: "bib", results: 0, searchedAt: at("1 day") },
    { query: "bib", results: 0, searchedAt: at("1 hour") },
    { query: "cot", results: 0, searchedAt: at("60 days") },
  ]);

  const month = await report();
  expect(month.days).toBe(30);
  expect(month.totalSearches).toBe(5 + 5);
  expect(month.topSearches.slice(0, 2)).toEqual([
    { query: "bib", searches: 4, results: 0 },
    { query: "glowworm teether", searches: 3, results: 1 },
  ]);
  expect(month.topSearches).toContainEqual({ query: "pram", searches: 1, results: 6 });
  expect(month.noResults.map((row: { query: string }) => row.query)).toEqual(["bib", "qxzvbn"]);
  expect(Date.now() - Date.parse(month.noResults[0].lastSearchedAt)).toBeGreaterThan(59 * 60_000);
  expect(Date.now() - Date.parse(month.noResults[0].lastSearchedAt)).toBeLessThan(2 * 60 * 60_000);

  const quarter = await report(90);
  expect(quarter.totalSearches).toBe(5 + 8);
  expect(quarter.topSearches).toContainEqual({ query: "pram", searches: 3, results: 6 });
  expect(quarter.noResults.map((row: { query: string }) => row.query)).toEqual(["bib", "cot", "qxzvbn"]);

  const week = await report(7);
  expect(week.topSearches.map((row: { query: string }) => row.query)).not.toContain("cot");
});

it("refuses a period other than 7, 30 or 90 days", async () => {
  const response = await ctx.app.inject({ url: "/api/admin/search-insights?days=365", headers: { cookie: adminCookie } });
  expect(response.statusCode).toBe(400);
});

it("is for administrators only", async () => {
  expect((await ctx.app.inject({ url: "/api/admin/search-insights" })).statusCode).toBe(401);
  const { cookie } = await quickCustomer(ctx.database.db);
  expect((await ctx.app.inject({ url: "/api/admin/search-insights", headers: { cookie } })).statusCode).toBe(403);
});
