import type { SearchSynonymGroup, SearchSynonymGroupInput, SearchSynonymGroupView } from "@shared/schemas/search-synonyms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export async function updateSearchSynonymGroup({ id, input }: { id: number; input: SearchSynonymGroupInput }): Promise<SearchSynonymGroup> {
  return (await api.put<SearchSynonymGroupView>(`/api/admin/search-synonyms/${id}`, input)).group;
}

/** Saves a synonym group's words; the groups and the storefront's product lists (its searches) are refreshed. */
export function useUpdateSearchSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSearchSynonymGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.productLists() }),
      ]),
  });
}
