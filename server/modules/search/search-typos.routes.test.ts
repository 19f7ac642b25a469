import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue";
import { createTestApp, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let names: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCatalogue(ctx.database.db, { dataDir: ctx.config.dataDir });
  const listed = await ctx.app.inject({ url: "/api/products?limit=100&offset=0" });
  names = [];
  for (let offset = 0; offset < listed.json().total; offset += 100) {
    names.push(...(await ctx.app.inject({ url: `/api/products?limit=100&offset=${offset}` })).json().products.map((product: { name: string }) => product.name));
  }
}, 120_000);
afterAll(() => ctx?.close());

async function firstPage(search: string): Promise<string[]> {
  const response = await ctx.app.inject({ url: `/api/products?search=${encodeURIComponent(search)}&limit=12` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().products.map((product: { name: string }) => product.name.toLowerCase());
}

/** The four typos a hurried thumb makes in the middle of a word: a letter dropped, added, changed, two swapped. */
function typosOf(word: string): string[] {
  const middle = Math.floor(word.length / 2);
  const other = (letter: string) => (letter === "e" ? "a" : "e");
  return [
    word.slice(0, middle) + word.slice(middle + 1),
    word.slice(0, middle) + other(word[middle]!) + word.slice(middle),
    word.slice(0, middle) + other(word[middle]!) + word.slice(middle + 1),
    word.slice(0, middle - 1) + word[middle] + word[middle - 1] + word.slice(middle + 1),
  ].filter((typo) => typo !== word);
}

describe("search that forgives typing, on the demo catalogue", () => {
  it("finds a product with the word meant, on the first page, for at least 95% of one-typo words of 5 letters or more", async () => {
    const words = [...new Set(names.flatMap((name) => name.toLowerCase().match(/\p{L}{5,}/gu) ?? []))];
    let found = 0;
    let tried = 0;
    const missed: string[] = [];
    for (const word of words) {
      for (const typo of typosOf(word)) {
        tried += 1;
        if ((await firstPage(typo)).some((name) => name.includes(word))) found += 1;
        else missed.push(`${typo} (${word})`);
      }
    }
    console.info(`one-typo searches: ${found} of ${tried} found the word meant (${((100 * found) / tried).toFixed(1)}%); missed: ${missed.slice(0, 40).join(", ")}`);
    expect(found / tried).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it("finds every word of the product names as typed, but the English words search ignores ('the', 'for')", async () => {
    const allWords = [...new Set(names.flatMap((name) => name.toLowerCase().match(/\p{L}{3,}/gu) ?? []))];
    const stopWords = await queryRows<{ word: string }>(
      ctx.database.db,
      sql`select word from unnest(string_to_array(${allWords.join(" ")}, ' ')) as word where numnode(plainto_tsquery('english', word)) = 0`,
    );
    expect(stopWords.map((row) => row.word)).toEqual(expect.arrayContaining(["the", "for"]));
    const words = allWords.filter((word) => !stopWords.some((row) => row.word === word));
    const missed: string[] = [];
    for (const word of words) if (!(await firstPage(word)).some((name) => name.includes(word))) missed.push(word);
    expect(missed).toEqual([]);
  }, 300_000);

  it("finds nothing for nonsense", async () => {
    for (const nonsense of ["zzqqxx", "qwertyuiop", "xkcdvbnm"]) expect(await firstPage(nonsense)).toEqual([]);
  });

  it.each([
    ["johnon", "johnson"],
    ["pampars", "pampers"],
    ["jhonson baby wash", "johnson"],
  ])("reads %s as %s", async (typo, meant) => {
    expect((await firstPage(typo)).some((name) => name.includes(meant))).toBe(true);
  });

  it("lists bedding sets first for 'bedding', and for its typo 'beding'", async () => {
    for (const search of ["bedding", "beding"]) expect((await firstPage(search))[0]).toContain("bedding");
  });

  it.each([
    ["nappy", "diaper"],
    ["nappies", "diaper"],
    ["soother", "pacifier"],
    ["dummy", "pacifier"],
    ["pram", "stroller"],
    ["sipper", "sippy cup"],
    ["feeder", "feeding bottle"],
    ["babywipes", "wipes"],
  ])("reads the Indian English '%s' as %s", async (word, meant) => {
    expect((await firstPage(word)).some((name) => name.includes(meant))).toBe(true);
  });
});
