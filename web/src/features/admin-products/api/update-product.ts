import type { AdminProduct, ProductFormInput } from "@shared/schemas/admin-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function updateProduct({ id, product }: { id: number; product: ProductFormInput }): Promise<AdminProduct> {
  return api.put<AdminProduct>(`/api/admin/products/${id}`, product);
}

/** Saves an edited product; the admin lists and the storefront catalogue are refreshed. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}
