import type { AdminProduct } from "@shared/schemas/admin-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** A draft copy of the product, made by the server: ' (Copy)' name, timestamped slug, '-COPY' sku. */
export function duplicateProduct(product: AdminProduct): Promise<AdminProduct> {
  return api.post<AdminProduct>(`/api/admin/products/${product.id}/duplicate`);
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.productLists() }),
      ]),
  });
}
