import type { SearchInsights } from "@shared/schemas/search-insights";
import type { Database } from "../../db/client";
import * as repo from "./search-insights.repo";
import type { SearchRecorder } from "./search-recorder";

const WORDS_SHOWN = 20;

/** The back office's report of what shoppers searched for (words and counts only: no shopper is recorded). */
export function createSearchInsightsService(db: Database, { recorder }: { recorder?: SearchRecorder } = {}) {
  return {
    async report(days: number): Promise<SearchInsights> {
      // Searches this process still holds count too: the report is up to the moment it is asked for.
      await recorder?.flush();
      const [totalSearches, top, nothing] = await Promise.all([
        repo.countSearches(db, days),
        repo.mostSearched(db, days, { limit: WORDS_SHOWN, foundNothing: false }),
        repo.mostSearched(db, days, { limit: WORDS_SHOWN, foundNothing: true }),
      ]);
      return {
        days,
        totalSearches,
        topSearches: top.map(({ query, searches, results }) => ({ query, searches, results })),
        noResults: nothing.map(({ query, searches, lastSearchedAt }) => ({ query, searches, lastSearchedAt: new Date(lastSearchedAt).toISOString() })),
      };
    },
  };
}

export type SearchInsightsService = ReturnType<typeof createSearchInsightsService>;
