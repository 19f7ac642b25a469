import type { ReviewEligibility } from "@shared/schemas/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/products/{id}/review-eligibility: whether the signed-in shopper may review the product, and why not. */
export function reviewEligibilityQueryOptions(productId: number) {
  return queryOptions({
    queryKey: queryKeys.reviews.eligibility(productId),
    queryFn: () => api.get<ReviewEligibility>(`/api/products/${productId}/review-eligibility`),
  });
}

export function useReviewEligibility(productId: number) {
  return useQuery(reviewEligibilityQueryOptions(productId));
}
