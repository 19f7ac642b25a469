import { SUGGEST_MAX_BRANDS, SUGGEST_MAX_CATEGORIES, SUGGEST_MAX_ENTRIES } from "@shared/constants";
import { paiseToDecimal } from "@shared/money";
import type { SearchSuggestions, SuggestedCategory } from "@shared/schemas/search-suggest";
import type { Database } from "../../db/client";
import type { EventBus } from "../../events/event-bus";
import { readUntilChanged } from "../../events/read-until-changed";
import { pageRowsWithVersion } from "../catalog/catalog.repo";
import { type BestRatedSource, type CatalogIndex, type CatalogIndexSource, rankedInIndex, rowsIfCurrent, type SearchWordsSource, windowFor } from "../search/public";
import * as repo from "./search-suggest.repo";
import { planSuggestion, type SuggestionPlan } from "./suggestion-plan";

/**
 * Words at least `from` products have are looked for among the best-rated products only, `spare` times
 * as many as should hold the suggestions (windowFor): a few suggestions from the shop's
 * best-rated products serve a shopper as well as the very best matches, and ranking thousands of
 * matches for every letter typed would not keep up.
 */
const COMMON_WORDS = { from: 400, spare: 6 };
/**
 * Suggested products hold the words in their names, brands or categories (levels 1 to 3 of
 * search/ranking.repo.ts matchTier), not only in their descriptions.
 */
const IN_NAME_BRAND_OR_CATEGORY = 1;

/**
 * Suggestions under the search box as a shopper types: products, brands and categories whose names
 * hold the words, typos forgiven as in search. Brands and categories are kept in memory until a
 * product changes (they change only with the catalogue), or for `cacheMaxAgeMs` at most.
 */
export function createSearchSuggestService(
  db: Database,
  options: { searchWords: SearchWordsSource; bestRated: BestRatedSource; events: EventBus; index?: CatalogIndexSource; cacheMaxAgeMs: number },
) {
  const currentTaxonomy = readUntilChanged(options.events, ["product.changed"], () => repo.taxonomy(db), { maxAgeMs: options.cacheMaxAgeMs });

  /**
   * From the catalogue's index when it is current: every product with the words in its name, brand or
   * category, ranked as search ranks (each word's products are kept per catalogue version, so the next
   * letter typed costs little). Undefined when the catalogue has changed since the index was built.
   */
  async function findProductsInIndex(source: CatalogIndexSource, index: CatalogIndex, plan: SuggestionPlan, limit: number) {
    const last = [...plan.lastWordStarts.map((start) => ({ start })), ...plan.lastWordSynonyms.map((phrase) => ({ phrase }))];
    const terms = [...plan.finished.map((alternatives) => alternatives.map((phrase) => ({ phrase }))), ...(last.length > 0 ? [last] : [])];
    const ranked = await index.matches(JSON.stringify(["suggestions", terms, limit]), () =>
      rankedInIndex(db, index, terms, { minLevel: IN_NAME_BRAND_OR_CATEGORY, limit }),
    );
    const { ids } = index.page({}, { by: "relevance" }, { limit, offset: 0 }, limit, ranked);
    return (await rowsIfCurrent(source, index, (pageIds, phrases) => pageRowsWithVersion(db, pageIds, phrases), ids))?.rows;
  }

  async function findProducts(plan: SuggestionPlan, limit: number, productCount: number) {
    const source = options.index;
    const index = source?.latest();
    const fromIndex = source && index ? await findProductsInIndex(source, index, plan, limit) : undefined;
    if (fromIndex) return fromIndex;
    const query = repo.suggestionQuery(plan);
    if (plan.estimatedProducts < COMMON_WORDS.from) return repo.suggestProducts(db, query, limit);
    const window = windowFor(limit, plan.estimatedProducts, productCount, COMMON_WORDS.spare);
    return repo.suggestProductsAmong(db, await options.bestRated.first(window), query, limit);
  }

  return {
    async suggest(text: string): Promise<SearchSuggestions> {
      const words = await options.searchWords.current();
      const plan = planSuggestion(text, words);
      if (!plan) return { products: [], brands: [], categories: [] };
      const names = await currentTaxonomy();
      const matches = nameMatcher(plan);
      const brands = names.brands.filter((brand) => matches(brand.name)).slice(0, SUGGEST_MAX_BRANDS);
      const categories: SuggestedCategory[] = [
        ...names.categories.filter((category) => matches(category.name)).map((category) => ({ kind: "category" as const, ...category, parentName: null })),
        ...names.subcategories.filter((subcategory) => matches(subcategory.name)).map((subcategory) => ({ kind: "subcategory" as const, ...subcategory })),
      ].slice(0, SUGGEST_MAX_CATEGORIES);
      const rows = await findProducts(plan, SUGGEST_MAX_ENTRIES - brands.length - categories.length, words.productCount);
      return {
        ...(plan.correctedQuery ? { correctedQuery: plan.correctedQuery } : {}),
        products: rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          imageUrl: row.imageUrl,
          price: paiseToDecimal(row.pricePaise),
          salePrice: row.salePricePaise === null ? null : paiseToDecimal(row.salePricePaise),
          mrp: row.mrpPaise === null ? null : paiseToDecimal(row.mrpPaise),
          inStock: row.stockQuantity > 0,
        })),
        brands,
        categories,
      };
    },
  };
}

export type SearchSuggestService = ReturnType<typeof createSearchSuggestService>;

/**
 * A brand or category name suggested for the words: it holds every finished word, and a word starting
 * as the last one does, or one of the last word's synonyms ("dummy": Pacifiers).
 */
function nameMatcher(plan: SuggestionPlan) {
  const starts = [...plan.lastWordStarts, ...plan.lastWordCompletions];
  const hasLast = starts.length + plan.lastWordSynonyms.length > 0;
  return (name: string) => {
    const words = name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const text = ` ${words.join(" ")} `;
    const holds = (term: string) => text.includes(` ${term} `);
    const hasFinished = plan.finished.every((alternatives) => alternatives.some(holds));
    return hasFinished && (!hasLast || words.some((word) => starts.some((start) => word.startsWith(start))) || plan.lastWordSynonyms.some(holds));
  };
}
