/**
 * The search module's public surface: the only file of server/modules/search that other modules and
 * the app import (search-boundary.test.ts keeps it so). Everything else in the folder may change shape
 * without touching the catalogue or the suggestions.
 */

// The sources the app builds once and hands to the catalogue and the suggestions.
export { type BestRatedSource, createBestRatedSource, windowFor } from "./best-rated";
export { type CatalogIndexSource, createCatalogIndexSource } from "./catalog-index-source";
export { readCatalogVersion } from "./index-source.repo";
export { createSearchWordsSource, type SearchWordsSource } from "./search-words-source";

// Lists, searches and suggestions found in the catalogue's index.
export type { CatalogIndex } from "./catalog-index";
export { type PageRead, rankedInIndex, rowsIfCurrent, searchMatchesInIndex } from "./index-search";

// How a shopper's words are read: planned, corrected, widened by synonyms.
export { estimatedProducts, planSearch, type SearchPlan, type SearchWords, withSynonyms } from "./search-plan";
export { searchWordsOf } from "./search-vocabulary";
export { readWord } from "./word-reading";

// What a product's row keeps for search, written with the product.
export { productSearchFields, productSearchTags } from "./search-text";

// The SQL of matching and ranking, for the lists and suggestions the database answers.
export { ALL_WORDS_IN_NAME, amongIds, matchesSearch, matchTier, relevanceOrder, type SearchFilter, searchRelevanceOrder, sortKeys, textQuery } from "./ranking.repo";
export { phraseQueriesOf, versionAndPhraseQueries } from "./search-terms.repo";
