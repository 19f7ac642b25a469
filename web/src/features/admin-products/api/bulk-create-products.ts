import type { AdminProduct, ProductFormInput } from "@shared/schemas/admin-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface BulkCreated {
  created: number;
  products: AdminProduct[];
}

/** All or nothing: a refused row answers 400/409 naming it, e.g. field "products.3.price". */
export function bulkCreateProducts(products: ProductFormInput[]): Promise<BulkCreated> {
  return api.post<BulkCreated>("/api/admin/products/bulk", { products });
}

export function useBulkCreateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCreateProducts,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.productLists() }),
      ]),
  });
}
