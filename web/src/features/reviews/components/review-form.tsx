import { CreateReviewSchema } from "@shared/schemas/catalog";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isUnauthorizedError } from "@/lib/api-client";
import { fieldErrorsOf } from "@/lib/use-zod-form";
import { useCreateReview } from "../api/create-review";
import { StarPicker } from "./star-picker";

type Errors = Partial<Record<"rating" | "title" | "comment", string>>;

/**
 * 'Write a Review' on the product page's Reviews tab: stars, an optional title and a comment. The server
 * accepts it only from a customer whose order with the product was delivered, and says so otherwise.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateReview();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const parsed = CreateReviewSchema.safeParse({ rating, comment, ...(title.trim() ? { title } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(
      { productId, review: parsed.data },
      {
        onSuccess: () => {
          toast({ title: "Review Submitted", description: "Thank you for sharing your experience!" });
          setRating(0);
          setTitle("");
          setComment("");
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          if (error instanceof ApiError && (error.status === 403 || error.status === 409) && error.serverMessage) setRefusal(error.serverMessage);
          else toast({ title: "Error", description: "Failed to submit review. Please try again.", variant: "destructive" });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title" className="mb-6 grid max-w-3xl gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5">
      <h3 id="review-form-title" className="text-lg font-bold">
        Write a Review
      </h3>
      <StarPicker name="rating" value={rating} onChange={setRating} error={errors.rating} errorId="review-rating-error" />
      <FormField id="review-title" label="Title (optional)" error={errors.title}>
        {(control) => <Input {...control} name="title" maxLength={120} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
      <FormField id="review-comment" label="Your review" error={errors.comment}>
        {(control) => (
          <Textarea
            {...control}
            name="comment"
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder="What did you like or dislike? How did your little one get on with it?"
          />
        )}
      </FormField>
      {refusal ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? "Submitting..." : "Submit Review"}
      </Button>
    </form>
  );
}
