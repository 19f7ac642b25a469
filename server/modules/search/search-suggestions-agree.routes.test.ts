import type { ProductListResponse } from "@shared/schemas/catalog";
import type { SearchSuggestions } from "@shared/schemas/search-suggest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand, createCategory, createProduct, createSubcategory } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;

/** A few products as the demo catalogue has them: Pampers beside gift hampers, pacifiers, sippy cups and a tummy roll-on. */
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const brand = async (name: string) => (await createBrand(db, { name })).id;
  const [pampers, huggies, sebamed, mamaearth, pigeon, avent, babyhug] = await Promise.all(
    ["Pampers", "Huggies", "Sebamed", "Mamaearth", "Pigeon", "Philips Avent", "Babyhug"].map(brand),
  );
  const diapering = await createCategory(db, { name: "Diapering" });
  const pants = await createSubcategory(db, diapering.id, { name: "Diaper Pants" });
  const taped = await createSubcategory(db, diapering.id, { name: "Taped Diapers" });
  const gifting = await createCategory(db, { name: "Gift Sets" });
  const hampers = await createSubcategory(db, gifting.id, { name: "Bath Time Hampers" });
  const feeding = await createCategory(db, { name: "Feeding" });
  const pacifiers = await createSubcategory(db, feeding.id, { name: "Pacifiers & Fruit Feeders" });
  const cups = await createSubcategory(db, feeding.id, { name: "Sippy Cups" });
  const health = await createCategory(db, { name: "Health & Safety" });
  const product = (name: string, brandId: number, category: { id: number; categoryId?: number }, more: { tags?: string[]; description?: string } = {}) =>
    createProduct(db, { name, brandId, categoryId: category.categoryId ?? category.id, subcategoryId: category.categoryId ? category.id : null, ...more });
  await product("Pampers All-Night Diaper Pants, Large, 64 Count", pampers!, pants, { tags: ["diaper", "pants"] });
  await product("Pampers Overnight Taped Diapers, Large, 26 Count", pampers!, taped, { tags: ["diaper", "overnight"] });
  await product("Pampers Taped Diapers, Small, 42 Count", pampers!, taped, { tags: ["diaper"] });
  await product("Pampers Diaper Gift Hamper, Deluxe", pampers!, hampers, { tags: ["gift", "hamper"] });
  await product("Huggies Diaper Gift Hamper, Deluxe", huggies!, hampers, { tags: ["gift", "hamper"] });
  await product("Sebamed Bath Time Hamper, Deluxe", sebamed!, hampers, { tags: ["gift", "bath", "hamper"] });
  await product("Mamaearth Tummy Roll-On, 40 ml", mamaearth!, health, { tags: ["colic"], description: "A natural roll-on that soothes colic and gas." });
  await product("Pigeon Orthodontic Pacifier, 6-18 Months", pigeon!, pacifiers, { tags: ["pacifier", "soothing"] });
  await product("Philips Avent Orthodontic Pacifier, 0-6 Months", avent!, pacifiers, { tags: ["pacifier"] });
  await product("Babyhug Spout Sippy Cup, 240 ml", babyhug!, cups, { tags: ["sippy", "toddler"] });
  await product("Pigeon Weighted Straw Cup, 200 ml", pigeon!, cups, { tags: ["straw", "toddler"] });
}, 60_000);
afterAll(() => ctx?.close());

async function search(words: string): Promise<ProductListResponse> {
  const response = await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent(words)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function suggest(q: string): Promise<SearchSuggestions> {
  const response = await ctx.app.inject({ url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (answer: { products: Array<{ name: string }> }) => answer.products.map((product) => product.name).sort();
const PAMPERS = [
  "Pampers All-Night Diaper Pants, Large, 64 Count",
  "Pampers Diaper Gift Hamper, Deluxe",
  "Pampers Overnight Taped Diapers, Large, 26 Count",
  "Pampers Taped Diapers, Small, 42 Count",
];

// Each is asked twice: first answered by the database while the catalogue's index is built, then from the index.
const twice = async <T>(ask: () => Promise<T>): Promise<[T, T]> => [await ask(), await ask()];

describe("search and suggestions read words alike", () => {
  it("finds the Pampers products for the typo 'pampar', as its suggestions show them", async () => {
    for (const answer of await twice(() => search("pampar"))) {
      expect(names(answer)).toEqual(PAMPERS);
      expect(answer.correctedQuery).toBe("pampers");
    }
    const suggested = await suggest("pampar");
    expect(suggested.correctedQuery).toBe("pampers");
    expect(names(suggested)).toEqual(PAMPERS);
  });

  it("does not correct 'pamper', the start of Pampers, to 'hamper', and finds the Pampers products", async () => {
    for (const answer of await twice(() => search("pamper"))) {
      expect(answer.correctedQuery).toBeUndefined();
      expect(names(answer)).toEqual(PAMPERS);
    }
    expect(names(await suggest("pamper"))).toEqual(PAMPERS);
  });

  it("corrects no word a description holds ('soothes' is no typo of the synonym 'soothers')", async () => {
    for (const answer of await twice(() => search("soothes"))) {
      expect(answer.correctedQuery).toBeUndefined();
      // The description's "soothes", and the tag "soothing" that search reads alike; no other pacifier.
      expect(names(answer)).toEqual(["Mamaearth Tummy Roll-On, 40 ml", "Pigeon Orthodontic Pacifier, 6-18 Months"]);
    }
  });

  it.each([
    ["soother", ["Philips Avent Orthodontic Pacifier, 0-6 Months", "Pigeon Orthodontic Pacifier, 6-18 Months"], "Pacifiers & Fruit Feeders"],
    ["dummy", ["Philips Avent Orthodontic Pacifier, 0-6 Months", "Pigeon Orthodontic Pacifier, 6-18 Months"], "Pacifiers & Fruit Feeders"],
    ["sipper", ["Babyhug Spout Sippy Cup, 240 ml", "Pigeon Weighted Straw Cup, 200 ml"], "Sippy Cups"],
  ])("suggests for '%s' what its synonyms name, as search finds them", async (word, products, category) => {
    for (const answer of await twice(() => suggest(word))) {
      expect(answer.correctedQuery).toBeUndefined();
      expect(names(answer)).toEqual(products);
      expect(answer.categories.map((entry) => entry.name)).toEqual([category]);
    }
    expect(names(await search(word))).toEqual(products);
  });

  it("does not suggest the Tummy Roll-On for 'dummy'", async () => {
    expect(names(await suggest("dummy"))).not.toContain("Mamaearth Tummy Roll-On, 40 ml");
    expect(names(await suggest("dumm"))).not.toContain("Mamaearth Tummy Roll-On, 40 ml");
  });
});
