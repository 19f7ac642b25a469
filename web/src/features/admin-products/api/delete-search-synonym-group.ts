import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteSearchSynonymGroup(id: number): Promise<void> {
  return api.delete(`/api/admin/search-synonyms/${id}`);
}

/** Deletes a synonym group; the groups and the storefront's product lists (its searches) are refreshed. */
export function useDeleteSearchSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearchSynonymGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.searchSynonyms() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.productLists() }),
      ]),
  });
}
