import type { MailState } from "@shared/constants";
import type { OutboxList } from "@shared/schemas/outbox";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toQueryString } from "@shared/api-url";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The query of GET /api/admin/outbox. */
export interface OutboxListParams {
  state?: MailState;
  limit?: number;
  offset?: number;
}

/** GET /api/admin/outbox: one page of mails, newest first, how many match, and whether a mail server is configured. */
export function getOutbox(params: OutboxListParams, signal?: AbortSignal): Promise<OutboxList> {
  return api.get<OutboxList>(`/api/admin/outbox${toQueryString({ ...params })}`, { signal });
}

export function outboxQueryOptions(params: OutboxListParams) {
  return queryOptions({
    queryKey: queryKeys.admin.outboxList({ ...params }),
    queryFn: ({ signal }) => getOutbox(params, signal),
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useOutbox(params: OutboxListParams) {
  return useQuery({ ...outboxQueryOptions(params), placeholderData: keepPreviousData });
}
