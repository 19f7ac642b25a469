import type { AdminProductVariants, ProductVariantsFormInput } from "@shared/schemas/admin-variants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function updateProductVariants({ productId, body }: { productId: number; body: ProductVariantsFormInput }): Promise<AdminProductVariants> {
  return api.put<AdminProductVariants>(`/api/admin/products/${productId}/variants`, body);
}

/**
 * Replaces a product's options and variants. The product's price, stock and SKU follow its variants, so
 * the admin lists (and the variants under them) and the storefront's lists and product pages are refreshed.
 */
export function useUpdateProductVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductVariants,
    onSuccess: (saved, { productId }) => {
      queryClient.setQueryData(queryKeys.admin.productVariants(productId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.productLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]);
    },
  });
}
