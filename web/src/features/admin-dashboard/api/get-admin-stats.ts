import type { AdminStats } from "@shared/schemas/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/stats: products, orders, pending orders and revenue (orders not cancelled). */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>("/api/admin/stats", { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
