import { z } from "zod";

/** The back office's report of what shoppers searched for over the last 7, 30 or 90 days. */
export const SearchInsightsQuerySchema = z.object({
  days: z.enum(["7", "30", "90"], { error: "days must be 7, 30 or 90" }).default("30").transform(Number),
});

export const SearchInsightsSchema = z.object({
  days: z.number().int(),
  /** Searches (first pages) in the period. */
  totalSearches: z.number().int(),
  /** The 20 words searched most often, with how many products the latest search found. */
  topSearches: z.array(z.object({ query: z.string(), searches: z.number().int(), results: z.number().int() })),
  /** The 20 words searched most often that found nothing: what to stock, or which synonym to add. */
  noResults: z.array(z.object({ query: z.string(), searches: z.number().int(), lastSearchedAt: z.string() })),
});
export type SearchInsights = z.infer<typeof SearchInsightsSchema>;
