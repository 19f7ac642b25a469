import type { SearchSuggestions } from "@shared/schemas/search-suggest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCatalogue(ctx.database.db, { dataDir: ctx.config.dataDir });
}, 120_000);
afterAll(() => ctx?.close());

async function suggest(q: string): Promise<SearchSuggestions> {
  const response = await ctx.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const entries = (answer: SearchSuggestions) => answer.products.length + answer.brands.length + answer.categories.length;

describe("GET /api/search/suggest", () => {
  it("suggests Pampers products and the brand for the typo 'pampar', and says how it read it", async () => {
    const answer = await suggest("pampar");
    expect(answer.correctedQuery).toBe("pampers");
    expect(answer.brands.map((brand) => brand.slug)).toEqual(["pampers"]);
    expect(answer.products.length).toBeGreaterThanOrEqual(4);
    for (const product of answer.products) expect(product.name).toMatch(/pampers/i);
    expect(entries(answer)).toBeLessThanOrEqual(8);
  });

  it("completes the word being typed, with the synonyms of its completions, and lists in-stock products before sold-out ones", async () => {
    const answer = await suggest("dia");
    expect(answer.correctedQuery).toBeUndefined();
    expect(answer.products.length).toBeGreaterThan(0);
    // "dia" is the start of "diaper", whose synonyms a search for "dia" finds too.
    for (const product of answer.products) expect(product.name.toLowerCase()).toMatch(/\bdia|\bnapp/);
    const stock = answer.products.map((product) => product.inStock);
    expect(stock).toEqual([...stock].sort((a, b) => Number(b) - Number(a)));
    expect(answer.categories.some((category) => category.name === "Diapering")).toBe(true);
  });

  it("reads the finished words as search does, synonyms included", async () => {
    const answer = await suggest("nappy pa");
    expect(answer.products.length).toBeGreaterThan(0);
    for (const product of answer.products) expect(product.name.toLowerCase()).toMatch(/diaper|nappies|nappy/);
  });

  it("names a subcategory with its category", async () => {
    const answer = await suggest("diaper pan");
    const pants = answer.categories.find((category) => category.kind === "subcategory");
    expect(pants).toMatchObject({ name: "Diaper Pants", parentName: "Diapering" });
  });

  it("suggests nothing for nonsense", async () => {
    expect(await suggest("zzqqx")).toEqual({ products: [], brands: [], categories: [] });
  });

  it("lets browsers keep an answer for a little while", async () => {
    const response = await ctx.app.inject({ url: "/api/search/suggest?q=bottle" });
    expect(response.headers["cache-control"]).toBe("public, max-age=30");
  });

  it.each([
    ["", "at least 2"],
    ["a", "at least 2"],
    ["x".repeat(101), "too long"],
  ])("refuses %j with a message", async (q, message) => {
    const response = await ctx.app.inject({ url: `/api/search/suggest?q=${q}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});
