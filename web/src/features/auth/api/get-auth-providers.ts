import type { AuthProviders } from "@shared/schemas/accounts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Which ways of signing in the shop offers besides e-mail and password. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return api.get<AuthProviders>("/api/auth/providers", { signal });
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
