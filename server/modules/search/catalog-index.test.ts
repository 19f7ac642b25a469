import { describe, expect, it, vi } from "vitest";
import { createCatalogIndex } from "./catalog-index";
import type { Listing } from "./index-columns";
import type { SearchMatches } from "./index-ranking";

// Ten products, oldest first: ids 1–10, two categories, prices 100–1,000 paise falling with the id.
const listings: Listing[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  categoryId: index % 2 === 0 ? 1 : 2,
  subcategoryId: index < 4 ? 11 : null,
  brandId: index < 5 ? 21 : 22,
  pricePaise: (10 - index) * 100,
  isFeatured: index === 3 || index === 7,
}));
const byPrice = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const byName = [4, 2, 9, 1, 7, 3, 10, 5, 8, 6];
const byRating = [5, 6, 7, 8, 9, 10, 1, 2, 3, 4];
const bestFirst = [3, 1, 2, 4, 5, 6, 7, 8, 9, 10];
const index = await createCatalogIndex(7, listings, { name: byName, price: byPrice, rating: byRating, bestFirst });
/** Matches given by id, as the index keeps them (positions). */
const matchesOf = (key: string, ids: number[]) => index.matches(key, async () => index.matchesInOrder(ids));
const everything = { limit: 100, offset: 0 };

describe("the catalogue's index", () => {
  it("lists the newest first, or in any sort's order either way", () => {
    expect(index.page({}, { by: "createdAt", direction: "desc" }, everything, 1001).ids).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(index.page({}, { by: "relevance" }, everything, 1001).ids).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(index.page({}, { by: "createdAt", direction: "asc" }, everything, 1001).ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(index.page({}, { by: "name", direction: "asc" }, everything, 1001).ids).toEqual(byName);
    expect(index.page({}, { by: "price", direction: "desc" }, everything, 1001).ids).toEqual([...byPrice].reverse());
    expect(index.page({}, { by: "rating", direction: "desc" }, everything, 1001).ids).toEqual([...byRating].reverse());
  });

  it("keeps only the products every filter lets through", () => {
    const page = (filter: Parameters<typeof index.page>[0]) => index.page(filter, { by: "createdAt", direction: "asc" }, everything, 1001).ids;
    expect(page({ categoryId: 2 })).toEqual([2, 4, 6, 8, 10]);
    expect(page({ subcategoryId: 11 })).toEqual([1, 2, 3, 4]);
    expect(page({ brandId: 22, categoryId: 1 })).toEqual([7, 9]);
    expect(page({ minPricePaise: 300, maxPricePaise: 500 })).toEqual([6, 7, 8]);
    expect(page({ featured: true })).toEqual([4, 8]);
    expect(page({ featured: false })).toEqual([1, 2, 3, 5, 6, 7, 9, 10]);
    expect(page({ categoryId: 3 })).toEqual([]);
  });

  it("pages, and counts the list up to the cap and no further", () => {
    const oldest = { by: "createdAt", direction: "asc" } as const;
    expect(index.page({}, oldest, { limit: 3, offset: 3 }, 1001)).toEqual({ ids: [4, 5, 6], counted: 10 });
    expect(index.page({ categoryId: 1 }, oldest, { limit: 2, offset: 4 }, 1001)).toEqual({ ids: [9], counted: 5 });
    expect(index.page({}, oldest, { limit: 2, offset: 20 }, 1001)).toEqual({ ids: [], counted: 10 });
    expect(index.page({}, oldest, { limit: 2, offset: 0 }, 4)).toEqual({ ids: [1, 2], counted: 4 });
    // A page beyond the cap is still found.
    expect(index.page({}, oldest, { limit: 2, offset: 6 }, 4)).toEqual({ ids: [7, 8], counted: 4 });
  });

  it("walks a search's matches in relevance order, or sorted, with the filters", async () => {
    const matches = await matchesOf("few", [9, 2, 5, 404]);
    expect(index.page({}, { by: "relevance" }, everything, 1001, matches)).toEqual({ ids: [9, 2, 5], counted: 3 });
    expect(index.page({ categoryId: 1 }, { by: "relevance" }, everything, 1001, matches).ids).toEqual([9, 5]);
    expect(index.page({}, { by: "price", direction: "asc" }, everything, 1001, matches).ids).toEqual([9, 5, 2]);
    expect(index.page({}, { by: "name", direction: "desc" }, everything, 1001, matches).ids).toEqual([5, 9, 2]);
  });

  it("sorts a search's matches the same way whether they are few or many", async () => {
    const bigListings = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, categoryId: 1, subcategoryId: null, brandId: 1, pricePaise: (i * 37) % 200, isFeatured: false }));
    const price = [...bigListings].sort((a, b) => a.pricePaise - b.pricePaise || a.id - b.id).map((listing) => listing.id);
    const big = await createCatalogIndex(1, bigListings, { name: price, price, rating: price, bestFirst: price });
    const expected = (ids: number[]) => [...ids].sort((a, b) => price.indexOf(a) - price.indexOf(b));
    const few = [150, 3, 77]; // fewer than 1 in 32: sorted
    const many = Array.from({ length: 90 }, (_, i) => 200 - 2 * i); // walked through the price order
    for (const ids of [few, many]) {
      const matches = await big.matches(String(ids.length), async () => big.matchesInOrder(ids));
      expect(big.page({}, { by: "price", direction: "asc" }, { limit: 200, offset: 0 }, 1001, matches).ids).toEqual(expected(ids));
    }
  });

  it("ranks a filtered search as far as its page needs, as the whole order would list it", async () => {
    const bigListings = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, categoryId: (i + 1) % 7 === 0 ? 2 : 1, subcategoryId: null, brandId: 1, pricePaise: i, isFeatured: false }));
    const order = bigListings.map((listing) => listing.id);
    const big = await createCatalogIndex(1, bigListings, { name: order, price: order, rating: order, bestFirst: order });
    const word = await big.termLevels("word", async () => ({ ids: order, levels: order.map((id) => id % 4) }));
    const whole = Array.from(big.ranked([[word]]).first(400), (position) => bigListings[position]!.id);
    const inCategory = whole.filter((id) => id % 7 === 0);
    for (const offset of [0, 12, 48]) {
      // A new ranking each time: only its first products are ranked before the page asks for more.
      const page = big.page({ categoryId: 2 }, { by: "relevance" }, { limit: 12, offset }, 1001, big.ranked([[word]]));
      expect(page).toEqual({ ids: inCategory.slice(offset, offset + 12), counted: inCategory.length });
    }
    expect(big.page({}, { by: "relevance" }, { limit: 12, offset: 120 }, 1001, big.ranked([[word]])).ids).toEqual(whole.slice(120, 132));
  });

  it("keeps only the first ranked products of a search whose first page is unfiltered, and all of them otherwise", async () => {
    const order = Array.from({ length: 300 }, (_, i) => i + 1);
    const bigListings = order.map((id) => ({ id, categoryId: 1 + (id % 2), subcategoryId: null, brandId: 1, pricePaise: id, isFeatured: false }));
    const big = await createCatalogIndex(1, bigListings, { name: order, price: order, rating: order, bestFirst: order });
    const word = await big.termLevels("word", async () => ({ ids: order, levels: order.map(() => 3) }));
    const find = vi.fn(async () => big.ranked([[word]]));
    const relevance = { by: "relevance" } as const;
    const firstPage = { filter: {}, order: relevance, page: { limit: 12, offset: 84 } };
    const kept = await big.matches("word", find, firstPage);
    expect(kept.all).toBeUndefined();
    expect(kept.total).toBe(300);
    expect(big.page({}, relevance, firstPage.page, 1001, kept)).toEqual({ ids: order.slice(84, 96), counted: 300 });
    expect(() => big.page({}, { by: "price", direction: "asc" }, firstPage.page, 1001, kept)).toThrow("first pages only");
    expect(() => big.page({}, relevance, { limit: 12, offset: 96 }, 1001, kept)).toThrow("first pages only");
    // A later page, a filter or a sort keeps all of them; a first page found after that needs no new ranking.
    for (const use of [{ ...firstPage, page: { limit: 12, offset: 96 } }, { ...firstPage, filter: { categoryId: 2 } }, { ...firstPage, order: { by: "price", direction: "desc" } as const }]) {
      const all = await big.matches("word", find, use);
      expect(all.all).toHaveLength(300);
    }
    expect(big.page({ categoryId: 2 }, relevance, { limit: 3, offset: 0 }, 1001, await big.matches("word", find, { ...firstPage, filter: { categoryId: 2 } }))).toEqual({ ids: [1, 3, 5], counted: 150 });
    expect(find).toHaveBeenCalledTimes(2);
    await big.matches("other", find, { ...firstPage, filter: { categoryId: 2 } });
    await big.matches("other", find, firstPage);
    expect(find).toHaveBeenCalledTimes(3);
  });

  it("forgets the oldest searches that found nothing once very many different ones are kept", async () => {
    const nothing = vi.fn(async () => index.matchesInOrder([]));
    await index.matches("nothing 0", nothing);
    await index.matches("nothing 0", nothing);
    expect(nothing).toHaveBeenCalledTimes(1);
    // Each is cheap to ask for; without a cost of its own, 100,000 of them would all stay.
    for (let i = 1; i <= 100_000; i++) await index.matches(`nothing ${i}`, nothing);
    await index.matches("nothing 0", nothing);
    expect(nothing).toHaveBeenCalledTimes(100_002);
    await index.matches("nothing 100000", nothing);
    expect(nothing).toHaveBeenCalledTimes(100_002);
  });

  it("finds a search's matches once, shares them while they are found, and tries again after a failure", async () => {
    const find = vi.fn(async () => index.matchesInOrder([1, 2]));
    const [first, second] = await Promise.all([index.matches("kept", find), index.matches("kept", find)]);
    expect(await index.matches("kept", find)).toBe(first);
    expect(second).toBe(first);
    expect(find).toHaveBeenCalledTimes(1);

    const failing = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValueOnce(index.matchesInOrder([3]));
    await expect(index.matches("failed", failing)).rejects.toThrow("database gone");
    expect(index.page({}, { by: "relevance" }, everything, 1001, await index.matches("failed", failing)).ids).toEqual([3]);
  });

  it("ranks a search by where its terms were found, each at its best alternative, then the best first", async () => {
    const term = (key: string, rows: Array<[id: number, level: number]>) => index.termLevels(key, async () => ({ ids: rows.map(([id]) => id), levels: rows.map(([, level]) => level) }));
    const soft = await term("soft", [[1, 3], [2, 0], [3, 3], [4, 2], [5, 1], [404, 3]]);
    const cotton = await term("cotton", [[1, 0], [3, 3], [4, 3], [5, 3]]);
    const cottons = await term("cottons", [[1, 3], [6, 3]]);
    const stopWord = { empty: true, positions: new Int32Array(0), levels: new Uint8Array(0) };
    const ids = (matches: SearchMatches, wanted = 100) => Array.from(matches.first(wanted), (position) => listings[position]!.id);
    // 3 and 1 at level 3 (1 through its other alternative), 4 at level 2, 5 at level 1; 2 and 6 lack a term.
    expect(ids(index.ranked([[soft], [cotton, cottons]]))).toEqual([3, 1, 4, 5]);
    expect(ids(index.ranked([[soft], [cotton, cottons], [stopWord]], { minLevel: 2 }))).toEqual([3, 1, 4]);
    // Among equals, the best first: 3 before 1 before 2.
    expect(ids(index.ranked([[soft]]))).toEqual([3, 1, 4, 5, 2]);
    expect(ids(index.ranked([[stopWord]]))).toEqual([]);
    expect(ids(index.ranked([[soft]], { limit: 2 }))).toEqual([3, 1]);
    expect(index.ranked([[soft]], { limit: 2 }).total).toBe(2);
    // Any of the terms: the most terms first (only 1 holds both), then the best level any has, then the best first.
    expect(ids(index.ranked([[soft], [cottons]], { anyTerm: true }))).toEqual([1, 3, 6, 4, 5, 2]);
  });

  it("finds lexemes and their starts in names, brands and categories from memory, at the best level each product has", async () => {
    const lexemes = [
      { id: 1, name: "babi lotion", brand: "babyco", category: "skin", other: "soft" },
      { id: 2, name: "towel", brand: "babi", category: "babi bath", other: "babi tender" },
      { id: 3, name: "rattl", brand: "toyco", category: "babi", other: "tender towel" },
      { id: 4, name: "babi", brand: "", category: "", other: "" },
    ];
    const withLexemes = await createCatalogIndex(1, listings.slice(0, 3), { name: [1, 2, 3], price: [1, 2, 3], rating: [1, 2, 3], bestFirst: [1, 2, 3] }, lexemes);
    const held = ({ positions, levels }: { positions: Int32Array; levels: Uint8Array }) =>
      Array.from(positions, (position, i) => [listings[position]!.id, levels[i]]).sort((a, b) => a[0]! - b[0]!);
    const found = async (lexeme: string, asStart: boolean) => held(await withLexemes.titleLevels(lexeme, asStart));
    expect(await found("babi", false)).toEqual([[1, 3], [2, 2], [3, 1]]);
    expect(await found("bab", true)).toEqual([[1, 3], [2, 2], [3, 1]]);
    expect(await found("babyc", true)).toEqual([[1, 2]]);
    expect(await found("bab", false)).toEqual([]);
    // Tags and descriptions count for a whole word, not for suggestions.
    expect(await found("t", true)).toEqual([[2, 3], [3, 2]]);
    expect(await found("soft", false)).toEqual([]);
    expect(held(withLexemes.wordLevels("towel"))).toEqual([[2, 3], [3, 0]]);
    expect(held(withLexemes.wordLevels("soft"))).toEqual([[1, 0]]);
    expect(held(withLexemes.wordLevels("tend"))).toEqual([]);
  });
});
