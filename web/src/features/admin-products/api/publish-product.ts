import type { AdminProduct } from "@shared/schemas/admin-products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Puts a draft on sale (400 naming price when it costs ₹0). */
export function publishProduct(id: number): Promise<AdminProduct> {
  return api.post<AdminProduct>(`/api/admin/products/${id}/publish`);
}

/** Publishes a draft; the admin lists and the storefront catalogue are refreshed. */
export function usePublishProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]),
  });
}
