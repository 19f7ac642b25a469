import type { AdminProductVariants } from "@shared/schemas/admin-variants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/admin/products/:id/variants: the product's options and every variant, inactive ones included. */
export function getProductVariants(productId: number, signal?: AbortSignal): Promise<AdminProductVariants> {
  return api.get<AdminProductVariants>(`/api/admin/products/${productId}/variants`, { signal });
}

export function productVariantsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: queryKeys.admin.productVariants(productId),
    queryFn: ({ signal }) => getProductVariants(productId, signal),
  });
}

/** A product's options and variants; nothing is asked while there is no product (a new one). */
export function useProductVariants(productId: number | undefined) {
  return useQuery({ ...productVariantsQueryOptions(productId ?? 0), enabled: productId !== undefined });
}
