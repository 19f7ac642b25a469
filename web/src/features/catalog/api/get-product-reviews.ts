import type { Review } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getProductReviews(productId: number, signal?: AbortSignal): Promise<Review[]> {
  return api.get<Review[]>(`/api/products/${productId}/reviews`, { signal });
}

export function productReviewsQueryOptions(productId: number) {
  return queryOptions({
    queryKey: queryKeys.catalog.reviews(productId),
    queryFn: ({ signal }) => getProductReviews(productId, signal),
  });
}

/** A product's reviews, newest first; waits until the product (and so its id) is known. */
export function useProductReviews(productId: number | undefined) {
  return useQuery({
    ...productReviewsQueryOptions(productId ?? 0),
    enabled: productId !== undefined,
  });
}
