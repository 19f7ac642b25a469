import { BadgeCheck, MessageSquareText } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useProductReviews } from "../api/get-product-reviews";
import { StarRating } from "./star-rating";

/** A product's reviews, newest first, or the empty state (see docs/product/product-page.md#tabs). */
export function ProductReviews({ productId }: { productId: number }) {
  const reviews = useProductReviews(productId);

  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading reviews" className="grid gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (reviews.isError) {
    return <p className="text-muted-foreground">The reviews could not be loaded. Please try again later.</p>;
  }
  if (reviews.data.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-5 py-8 text-muted-foreground">
        <MessageSquareText aria-hidden="true" className="size-6 shrink-0 text-primary" />
        No reviews yet. Be the first to review this product!
      </p>
    );
  }

  return (
    <ul className="grid max-w-3xl gap-3">
      {reviews.data.map((review) => (
        <li key={review.id}>
          <article className="rounded-2xl border border-border bg-card p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StarRating rating={review.rating} starClassName="size-4" />
              <span className="text-sm font-semibold">{review.rating}/5</span>
              {review.verifiedPurchase ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-accent-foreground">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  Verified purchase
                </span>
              ) : null}
            </div>
            {review.title ? <h3 className="mt-2 font-semibold">{review.title}</h3> : null}
            <p className="mt-1.5 whitespace-pre-line leading-relaxed text-muted-foreground">{review.comment}</p>
            <p className="mt-3 text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{review.user.firstName?.trim() || "Anonymous"}</span>
              {" · "}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
