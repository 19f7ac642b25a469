import type { AccountErasureList } from "@shared/schemas/data-rights";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface AccountErasuresParams {
  limit: number;
  offset: number;
}

/** GET /api/admin/account-erasures: one page of erased accounts, newest first, and how many there are. */
export function getAccountErasures(params: AccountErasuresParams, signal?: AbortSignal): Promise<AccountErasureList> {
  return api.get<AccountErasureList>(`/api/admin/account-erasures${toQueryString({ ...params })}`, { signal });
}

export function accountErasuresQueryOptions(params: AccountErasuresParams) {
  return queryOptions({ queryKey: queryKeys.admin.accountErasures({ ...params }), queryFn: ({ signal }) => getAccountErasures(params, signal) });
}

/** Keeps the previous page on screen while the next one loads. */
export function useAccountErasures(params: AccountErasuresParams) {
  return useQuery({ ...accountErasuresQueryOptions(params), placeholderData: keepPreviousData });
}
