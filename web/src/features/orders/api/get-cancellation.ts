import type { CancellationPreview } from "@shared/schemas/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/orders/{id}/cancellation: what cancelling the order now would give back, as the server computes it. */
export function getCancellation(id: string, signal?: AbortSignal): Promise<CancellationPreview> {
  return api.get<CancellationPreview>(`/api/orders/${encodeURIComponent(id)}/cancellation`, { signal });
}

export function cancellationQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.orders.cancellation(id), queryFn: ({ signal }) => getCancellation(id, signal), staleTime: 0 });
}

/** Asked only while the dialog is open, so the amount is the one of that moment. */
export function useCancellation(id: string, enabled: boolean) {
  return useQuery({ ...cancellationQueryOptions(id), enabled });
}
