import { useReviewEligibility } from "../api/get-review-eligibility";
import { ReviewForm } from "./review-form";
import { ONLY_RECEIVED, ReviewNotice } from "./review-notice";

/**
 * A signed-in shopper's part of the Reviews tab: 'Write a Review' for a customer who received the product and has not
 * reviewed it yet, else why not. Loaded only for signed-in shoppers, with the form.
 */
export function ReviewSection({ productId }: { productId: number }) {
  const eligibility = useReviewEligibility(productId);
  if (eligibility.isPending || eligibility.isError) return null;
  const { canReview, reason } = eligibility.data;
  if (canReview) return <ReviewForm productId={productId} />;
  return <ReviewNotice>{reason === "already-reviewed" ? "You have already reviewed this product. Thank you!" : ONLY_RECEIVED}</ReviewNotice>;
}
