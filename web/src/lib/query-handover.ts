import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/*
 * The server renders a storefront page from the answers it loaded into a QueryClient and hands that
 * cache to the browser in the page (<script id="query-state" type="application/json">), so the
 * browser's first render matches the server's HTML without asking again. Answers are handed over, and
 * "not found" errors too (an unknown product renders its not-found page on both sides); any other
 * failure is left for the browser to retry.
 */

export const QUERY_STATE_ELEMENT_ID = "query-state";

interface HandedOverError {
  apiError: { status: number; body: string };
}

function isHandedOverError(error: unknown): error is HandedOverError {
  return typeof error === "object" && error !== null && "apiError" in error;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The cache as plain JSON: answers, and not-found errors as their status and body. Without their
 * times, so the same page is the same HTML (and keeps its ETag); the browser dates them when it
 * takes them over.
 */
export function handOverQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === "success" || (query.state.status === "error" && isNotFound(query.state.error)),
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      const handedOver: HandedOverError | null =
        error instanceof ApiError ? { apiError: { status: error.status, body: error.body ? JSON.stringify(error.body) : "" } } : null;
      return {
        ...query,
        dehydratedAt: 0,
        state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0, ...(handedOver ? { error: handedOver as unknown as Error } : {}) },
      };
    }),
  };
}

/** Puts the handed-over cache into the browser's QueryClient, dated now, with its errors as ApiErrors again. */
export function takeOverQueries(queryClient: QueryClient, state: DehydratedState, now: number = Date.now()) {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      const dated = { ...query.state, dataUpdatedAt: query.state.status === "success" ? now : 0, errorUpdatedAt: query.state.status === "error" ? now : 0 };
      return {
        ...query,
        dehydratedAt: now,
        state: isHandedOverError(error) ? { ...dated, error: new ApiError(error.apiError.status, "", error.apiError.body) } : dated,
      };
    }),
  });
}

/** The cache the server wrote into this page, if it wrote one. */
export function readHandedOverQueries(): DehydratedState | undefined {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
