import type { GstSummary } from "@shared/schemas/gst-summary";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/gst-summary?month=YYYY-MM: invoices, credit notes and tax of one month (India time). */
export function getGstSummary(month: string, signal?: AbortSignal): Promise<GstSummary> {
  return api.get<GstSummary>(`/api/admin/gst-summary${toQueryString({ month })}`, { signal });
}

export function gstSummaryQueryOptions(month: string) {
  return queryOptions({ queryKey: queryKeys.admin.gstSummary(month), queryFn: ({ signal }) => getGstSummary(month, signal) });
}

/** Keeps the previous month on screen while the next one loads. */
export function useGstSummary(month: string) {
  return useQuery({ ...gstSummaryQueryOptions(month), placeholderData: keepPreviousData });
}
