import type { AdminProduct } from "@shared/schemas/admin-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { duplicatePayload } from "../lib/duplicate-payload";

/** A copy of the product: ' (Copy)' name, timestamped slug, '-COPY' sku; sent with POST. */
export function duplicateProduct(product: AdminProduct): Promise<AdminProduct> {
  return api.post<AdminProduct>("/api/admin/products", duplicatePayload(product, Date.now()));
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
