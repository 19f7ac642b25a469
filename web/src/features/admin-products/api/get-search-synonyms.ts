import type { SearchSynonymGroup, SearchSynonymList } from "@shared/schemas/search-synonyms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/search-synonyms: every synonym group, oldest first. */
export async function getSearchSynonyms(signal?: AbortSignal): Promise<SearchSynonymGroup[]> {
  return (await api.get<SearchSynonymList>("/api/admin/search-synonyms", { signal })).groups;
}

export function searchSynonymsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.searchSynonyms(), queryFn: ({ signal }) => getSearchSynonyms(signal) });
}

export function useSearchSynonyms() {
  return useQuery(searchSynonymsQueryOptions());
}
