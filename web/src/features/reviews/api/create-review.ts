import type { CreateReviewInput, ProductDetail, Review } from "@shared/schemas/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface CreateReviewRequest {
  productId: number;
  review: CreateReviewInput;
}

/** POST /api/products/{id}/reviews: only for a customer whose order with the product was delivered (else 403). */
export function createReview({ productId, review }: CreateReviewRequest): Promise<Review> {
  return api.post<Review>(`/api/products/${productId}/reviews`, review);
}

/** The product with one more review of `rating` counted in (the server counts the same). */
export function withNewRating(product: ProductDetail, rating: number): ProductDetail {
  const reviewCount = product.reviewCount + 1;
  return { ...product, reviewCount, avgRating: (product.avgRating * product.reviewCount + rating) / reviewCount };
}

/**
 * Refreshes the product's reviews and the lists showing its rating. The product page itself is updated
 * in place: the server may answer a product page from its short-lived read cache for a moment longer.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review, { productId }) => {
      queryClient.setQueriesData<ProductDetail>({ queryKey: [...queryKeys.catalog.all, "product"] }, (product) =>
        product && product.id === productId ? withNewRating(product, review.rating) : product,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.reviews(productId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.eligibility(productId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.productLists() });
    },
  });
}
