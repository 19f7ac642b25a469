import { eq, sql } from "drizzle-orm";
import { SUGGEST_MAX_ENTRIES } from "@shared/constants";
import { type ProductListQuery, ProductListQuerySchema } from "@shared/schemas/catalog";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { products } from "../../db/schema/catalog";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue";
import { createEventBus } from "../../events/event-bus";
import { createTestApp, type TestContext } from "../../test/test-app";
import { type CatalogService, createCatalogService } from "../catalog/catalog.service";
import { createBestRatedSource } from "./best-rated";
import { type CatalogIndexSource, createCatalogIndexSource } from "./catalog-index-source";
import * as repo from "./index-source.repo";
import { createSearchWordsSource } from "./search-words-source";
import { createSearchSuggestService } from "../search-suggest/search-suggest.service";
import * as suggestRepo from "../search-suggest/search-suggest.repo";
import { planSuggestion } from "../search-suggest/suggestion-plan";

let ctx: TestContext;
let fromIndex: CatalogService;
let fromDatabase: CatalogService;
let indexSource: CatalogIndexSource;

function serviceWith(withIndex: boolean) {
  const db = ctx.database.db;
  const events = createEventBus({ log: ctx.app.log });
  const sources = { searchWords: createSearchWordsSource(db, events, { maxAgeMs: 60_000 }), bestRated: createBestRatedSource(db, events, { maxAgeMs: 60_000 }) };
  return createCatalogService(db, { cacheSeconds: 0, cacheMaxAgeSeconds: 60, events, ...sources, ...(withIndex ? { index: indexSource } : {}) });
}

const indexIsCurrent = async () => indexSource.latest()?.version === (await repo.readCatalogVersion(ctx.database.db));

async function indexReady() {
  for (let tries = 0; tries < 200; tries++) {
    if (await indexIsCurrent()) return;
    indexSource.versionSeen(await repo.readCatalogVersion(ctx.database.db));
    await indexSource.settled();
  }
  throw new Error("The index was never built");
}

// More products than a count reaches (1,000), so capped counts and pages beyond the cap are compared too.
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCatalogue(ctx.database.db, { dataDir: ctx.config.dataDir, productCount: 1_200 });
  indexSource = createCatalogIndexSource(ctx.database.db, { log: ctx.app.log });
  fromIndex = serviceWith(true);
  fromDatabase = serviceWith(false);
  await indexReady();
}, 180_000);
afterAll(async () => {
  await indexSource?.settled();
  await ctx?.close();
});

/** The storefront's query, parsed as the route parses it. */
const query = (raw: Record<string, string | number>): ProductListQuery => ProductListQuerySchema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])));

describe("lists and searches from the catalogue's index", () => {
  it("answer exactly what the database answers, for every filter, sort, page and kind of search", async () => {
    const [category] = await queryRows<{ id: number; sub: number; brand: number }>(
      ctx.database.db,
      sql`select category_id as id, subcategory_id as sub, brand_id as brand from products where subcategory_id is not null order by id limit 1`,
    );
    const filters: Array<Record<string, string | number>> = [
      {},
      { categoryId: category!.id },
      { categoryId: category!.id, subcategoryId: category!.sub },
      { brandId: category!.brand },
      { minPrice: 300, maxPrice: 900 },
      { maxPrice: 250, categoryId: category!.id },
      { featured: "true" },
    ];
    const sorts: Array<Record<string, string>> = [{}, ...["createdAt", "name", "price", "rating"].flatMap((sortBy) => [{ sortBy, sortOrder: "asc" }, { sortBy, sortOrder: "desc" }])];
    const pages = [{ offset: 0 }, { offset: 24 }, { offset: 996 }, { offset: 1_188 }];
    // A search's first pages, and one beyond the first 96 it ranks at once (and keeps apart, unfiltered).
    const searchPages = [{ offset: 0 }, { offset: 24 }, { offset: 108 }];
    const searches = ["", "diaper", "baby", "pampers", "pampars", "baby wipes", "soft cotton", '"baby wipes"', "diaper -pampers", "rattle diaper", "bedding", "xyzzy", "nappy", "the diaper", "diapers for babies", "sipper", "gentle", "pampars gentle", "gently", "toddlers soft"];

    // Every filter, sort and page of the plain list; for each search, every filter, every sort and every page,
    // and each filter beside a different sort and page (each pair of them is met by some search).
    const asks: Array<Record<string, string | number>> = [];
    for (const filter of filters) for (const sort of sorts) for (const page of pages) asks.push({ ...filter, ...sort, ...page });
    searches.filter(Boolean).forEach((search, index) => {
      for (const filter of filters) asks.push({ search, ...filter });
      for (const sort of sorts) asks.push({ search, ...sort });
      for (const page of searchPages) asks.push({ search, ...page });
      filters.forEach((filter, at) => asks.push({ search, ...filter, ...sorts[(index + at * 3) % sorts.length], ...searchPages[(index + at) % searchPages.length] }));
    });
    for (const ask of asks) {
      const asked = query({ limit: 12, ...ask });
      const [indexed, direct] = await Promise.all([fromIndex.listProductsNow(asked), fromDatabase.listProductsNow(asked)]);
      expect(indexed, JSON.stringify(asked)).toEqual(direct);
    }
    expect(asks.length).toBeGreaterThan(700);
    // The index answered them all: nothing changed meanwhile.
    expect(await indexIsCurrent()).toBe(true);
  }, 300_000);

  it("ranks a mistyped word's search once with the word it was corrected to", async () => {
    const ranked = vi.spyOn(indexSource.latest()!, "ranked");
    await fromIndex.listProductsNow(query({ limit: 12, search: "pampers" }));
    const rankings = ranked.mock.calls.length;
    for (const typo of ["pampars", "pampres"]) expect((await fromIndex.listProductsNow(query({ limit: 12, search: typo }))).correctedQuery).toBe("pampers");
    expect(ranked.mock.calls.length).toBe(rankings);
    ranked.mockRestore();
  });

  it("widens a search none has all the words of to any of them before it reads the page, in one round trip", async () => {
    const asked = query({ limit: 12, search: "pampers rattle" });
    const latest = indexSource.latest()!;
    const ranked = vi.spyOn(latest, "ranked");
    const pagesRead = vi.spyOn(indexSource, "versionSeen");
    const answer = await fromIndex.listProductsNow(asked);
    expect(ranked.mock.calls.map(([, options]) => options?.anyTerm ?? false)).toEqual([false, true]);
    expect(pagesRead).toHaveBeenCalledTimes(1);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer).toEqual(await fromDatabase.listProductsNow(asked));
    ranked.mockRestore();
    pagesRead.mockRestore();
  });

  it("finds a mistyped word's own products when a description holds it, as the database does", async () => {
    const db = ctx.database.db;
    const [named, described] = await db.select().from(products).orderBy(sql`id`).limit(2);
    // "wonderous" is in no name, brand, category, tag or description, so it is taken for a typo of
    // "wondrous"; a description holds "wonderously", which the database reads alike, so the search
    // first assumed to find it nowhere must be found again.
    await db
      .update(products)
      .set({ name: "Wondrous Star Rattle", searchTitle: sql`${products.searchTitle} || ' wondrous'` })
      .where(eq(products.id, named!.id));
    await db.update(products).set({ description: "A wonderously soft first gift." }).where(eq(products.id, described!.id));
    await indexReady();
    const [indexed, direct] = [serviceWith(true), serviceWith(false)];
    const asked = query({ limit: 12, search: "wonderous" });
    const answer = await indexed.listProductsNow(asked);
    expect(answer.correctedQuery).toBe("wondrous");
    expect(answer.products.map((product) => product.id)).toEqual(expect.arrayContaining([named!.id, described!.id]));
    expect(answer).toEqual(await direct.listProductsNow(asked));
    expect(await indexIsCurrent()).toBe(true);
  });

  it("suggests what the database ranks first, for rare and common words, typos and word starts", async () => {
    const db = ctx.database.db;
    const events = createEventBus({ log: ctx.app.log });
    const searchWords = createSearchWordsSource(db, events, { maxAgeMs: 60_000 });
    const suggestions = createSearchSuggestService(db, { searchWords, bestRated: createBestRatedSource(db, events, { maxAgeMs: 60_000 }), events, index: indexSource, cacheMaxAgeMs: 60_000 });
    const texts = ["ba", "bab", "baby", "baby ", "baby lo", "pampar", "pam", "diaper", "soft cot", "the ba", "sippy", "zzq", "johnsons baby sh"];
    for (const text of texts) {
      const answer = await suggestions.suggest(text);
      const plan = planSuggestion(text, await searchWords.current());
      const limit = SUGGEST_MAX_ENTRIES - answer.brands.length - answer.categories.length;
      const ranked = plan ? await suggestRepo.suggestProducts(db, suggestRepo.suggestionQuery(plan), limit) : [];
      expect(answer.products.map((product) => product.id), text).toEqual(ranked.map((row) => row.id));
    }
    expect(await indexIsCurrent()).toBe(true);
  });

  it("is never used after a change has committed, and is built again", async () => {
    const before = await repo.readCatalogVersion(ctx.database.db);
    const [newest] = await ctx.database.db.select().from(products).orderBy(sql`id desc`).limit(1);
    // A change made behind the shop's back, with no event: the next list still shows it.
    await ctx.database.db.update(products).set({ name: "Zzz Last By Name" }).where(eq(products.id, newest!.id));
    expect(await repo.readCatalogVersion(ctx.database.db)).toBeGreaterThan(before);
    expect(await indexIsCurrent()).toBe(false);
    const last = query({ limit: 1, sortBy: "name", sortOrder: "desc" });
    expect((await fromIndex.listProductsNow(last)).products[0]?.name).toBe("Zzz Last By Name");
    await indexReady();
    expect((await fromIndex.listProductsNow(last)).products[0]?.name).toBe("Zzz Last By Name");
  });

  it("is kept while stock moves, and built again when a product sells out or comes back", async () => {
    const db = ctx.database.db;
    const [product] = await db.select().from(products).where(sql`stock_quantity > 5`).limit(1);
    const version = () => repo.readCatalogVersion(db);
    const before = await version();
    await db.update(products).set({ stockQuantity: sql`stock_quantity - 1` }).where(eq(products.id, product!.id));
    expect(await version()).toBe(before);
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, product!.id));
    expect(await version()).toBe(before + 1);
    await db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product!.id));
    expect(await version()).toBe(before + 2);
  });
});
