import type { AdminUser } from "@shared/schemas/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface AdminUserDirectory {
  users: AdminUser[];
  counts: { totalUsers: number; administrators: number; activeLast30Days: number; totalOrders: number };
}

/** GET /api/admin/users?search=: the accounts (matching the search) and the shop-wide counts. */
export function getAdminUsers(search: string, signal?: AbortSignal): Promise<AdminUserDirectory> {
  return api.get<AdminUserDirectory>(`/api/admin/users${toQueryString({ search: search.trim() })}`, { signal });
}

export function adminUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: queryKeys.admin.userList({ search: search.trim() }),
    queryFn: ({ signal }) => getAdminUsers(search, signal),
  });
}

export function useAdminUsers(search: string) {
  return useQuery({ ...adminUsersQueryOptions(search), placeholderData: keepPreviousData });
}
