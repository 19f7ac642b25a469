import type { OutboxMailView } from "@shared/schemas/outbox";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/outbox/:id: the mail as its recipient sees it, its HTML and plain-text parts. */
export async function getOutboxMail(id: string, signal?: AbortSignal): Promise<OutboxMailView> {
  const { mail } = await api.get<{ mail: OutboxMailView }>(`/api/admin/outbox/${encodeURIComponent(id)}`, { signal });
  return mail;
}

export function outboxMailQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.admin.outboxMail(id), queryFn: ({ signal }) => getOutboxMail(id, signal) });
}

/** The mail opened in the outbox; nothing is fetched while none is. */
export function useOutboxMail(id: string | null) {
  return useQuery({ ...outboxMailQueryOptions(id ?? ""), enabled: id !== null });
}
