import { toQueryString } from "@shared/api-url";
import type { SearchSuggestions } from "@shared/schemas/search-suggest";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getSearchSuggestions(text: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return api.get<SearchSuggestions>(`/api/search/suggest${toQueryString({ q: text })}`, { signal });
}

export function searchSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: queryKeys.search.suggestions(text),
    queryFn: ({ signal }) => getSearchSuggestions(text, signal),
  });
}

/** What the shop suggests for already trimmed text; `enabled: false` asks nothing (too few letters). */
export function useSearchSuggestions(text: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchSuggestionsQueryOptions(text), enabled });
}
