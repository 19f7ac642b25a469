import type { SearchInsights } from "@shared/schemas/search-insights";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { AnalyticsPeriod } from "./get-analytics";

/** GET /api/admin/search-insights?days=: the words shoppers searched for most, and those that found nothing. */
export function getSearchInsights(days: AnalyticsPeriod, signal?: AbortSignal): Promise<SearchInsights> {
  return api.get<SearchInsights>(`/api/admin/search-insights${toQueryString({ days })}`, { signal });
}

export function searchInsightsQueryOptions(days: AnalyticsPeriod) {
  return queryOptions({ queryKey: queryKeys.admin.searchInsights(days), queryFn: ({ signal }) => getSearchInsights(days, signal) });
}

export function useSearchInsights(days: AnalyticsPeriod) {
  return useQuery({ ...searchInsightsQueryOptions(days), placeholderData: keepPreviousData });
}
