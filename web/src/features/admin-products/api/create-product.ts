import type { AdminProduct, ProductFormInput } from "@shared/schemas/admin-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function createProduct(product: ProductFormInput): Promise<AdminProduct> {
  return api.post<AdminProduct>("/api/admin/products", product);
}

/** Creates a product; the admin lists and the storefront catalogue are refreshed. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.productLists() }),
      ]),
  });
}
