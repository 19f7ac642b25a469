import type { Analytics } from "@shared/schemas/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The periods the analytics page offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** GET /api/admin/analytics?days=: per-day figures (India time), splits, top products and low stock. */
export function getAnalytics(days: AnalyticsPeriod, signal?: AbortSignal): Promise<Analytics> {
  return api.get<Analytics>(`/api/admin/analytics${toQueryString({ days })}`, { signal });
}

export function analyticsQueryOptions(days: AnalyticsPeriod) {
  return queryOptions({ queryKey: queryKeys.admin.analytics(days), queryFn: ({ signal }) => getAnalytics(days, signal) });
}

export function useAnalytics(days: AnalyticsPeriod) {
  return useQuery({ ...analyticsQueryOptions(days), placeholderData: keepPreviousData });
}
