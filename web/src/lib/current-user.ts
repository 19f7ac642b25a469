import type { AuthState, User } from "@shared/schemas/accounts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CURRENT_USER_STALE_TIME_MS, HANDLES_UNAUTHORIZED } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in user as GET /api/auth/user describes it. */
export type CurrentUser = User;

/**
 * The signed-in user, or null when signed out. A 401 means signed out; any other failure
 * (server down, endpoint missing) is also treated as signed out so the shop keeps working for visitors.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const response = await api.get<AuthState>("/api/auth/user", { signal });
    return response?.isAuthenticated && response.user ? response.user : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_TIME_MS,
    // Its 401 simply means signed out, never "logged out, signing in again".
    meta: HANDLES_UNAUTHORIZED,
  });
}

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isAuthenticated: user !== null, isLoading: query.isPending, isAdmin: user?.isAdmin === true };
}
