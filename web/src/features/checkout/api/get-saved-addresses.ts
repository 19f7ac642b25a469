import type { SavedAddress } from "@shared/schemas/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/orders/addresses: the addresses the shopper shipped to, the last used first. */
export function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return api.get<SavedAddress[]>("/api/orders/addresses", { signal });
}

export function savedAddressesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.orders.addresses(), queryFn: ({ signal }) => getSavedAddresses(signal) });
}

export function useSavedAddresses() {
  return useQuery(savedAddressesQueryOptions());
}
