import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorizedError } from "./api-client";

/** How long the signed-in user is trusted before it is fetched again (5 minutes). */
export const CURRENT_USER_STALE_TIME_MS = 300_000;
/** Unused results are dropped after 5 minutes (TanStack Query's default, named for clarity). */
export const QUERY_GC_TIME_MS = 300_000;

/**
 * Put `meta: { handlesUnauthorized: true }` on a query or mutation whose 401 means something of its own
 * (the current user: signed out; the sign-in form: wrong password), so the app-wide handler leaves it alone.
 */
export const HANDLES_UNAUTHORIZED = { handlesUnauthorized: true } as const;

function handlesItsOwnUnauthorized(meta: Record<string, unknown> | undefined): boolean {
  return meta?.handlesUnauthorized === true;
}

export interface QueryClientOptions {
  /** Called when any data call answers 401 (see docs/product/api-and-errors.md#a-lost-session), except those that handle it themselves. */
  onUnauthorized?: () => void;
}

/**
 * No retries, no refetch on window focus, results never go stale (except the current user,
 * whose query options set their own staleTime). Every 401 is handled here, in one place.
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const reportUnauthorized = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (onUnauthorized && isUnauthorizedError(error) && !handlesItsOwnUnauthorized(meta)) onUnauthorized();
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportUnauthorized(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _result, mutation) => reportUnauthorized(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: QUERY_GC_TIME_MS,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
