import type { SearchSynonymGroup, SearchSynonymGroupInput, SearchSynonymGroupView } from "@shared/schemas/search-synonyms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function createSearchSynonymGroup(input: SearchSynonymGroupInput): Promise<SearchSynonymGroup> {
  return (await api.post<SearchSynonymGroupView>("/api/admin/search-synonyms", input)).group;
}

/** Adds a synonym group; the groups and the storefront's product lists (its searches) are refreshed. */
export function useCreateSearchSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSearchSynonymGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.productLists() }),
      ]),
  });
}
