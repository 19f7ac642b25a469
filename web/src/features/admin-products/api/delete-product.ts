import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteProduct(id: number): Promise<void> {
  return api.delete(`/api/admin/products/${id}`);
}

/** Deletes a product; the admin lists and the storefront catalogue are refreshed. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}
