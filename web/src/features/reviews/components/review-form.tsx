import { type CreateReviewInput, CreateReviewSchema } from "@shared/schemas/catalog";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Form, useFormField, useShopForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isUnauthorizedError } from "@/lib/api-client";
import { useCreateReview } from "../api/create-review";
import { StarPicker } from "./star-picker";

interface ReviewValues {
  rating: number;
  title: string;
  comment: string;
}
const EMPTY_REVIEW: ReviewValues = { rating: 0, title: "", comment: "" };

/** The review as the server takes it (a blank title is none), or the first message of each field. */
function checkReview({ rating, title, comment }: ReviewValues) {
  const parsed = CreateReviewSchema.safeParse({ rating, comment, ...(title.trim() ? { title } : {}) });
  if (parsed.success) return { values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

/**
 * 'Write a Review' on the product page's Reviews tab: stars, an optional title and a comment. The server
 * accepts it only from a customer whose order with the product was delivered, and says so otherwise.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const form = useShopForm<ReviewValues, CreateReviewInput>({ defaultValues: EMPTY_REVIEW, check: checkReview, recheck: "never" });
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateReview();

  function onSubmit(review: CreateReviewInput) {
    create.mutate(
      { productId, review },
      {
        onSuccess: () => {
          toast({ title: "Review Submitted", description: "Thank you for sharing your experience!" });
          form.reset();
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
    <Form
      form={form}
      onValid={onSubmit}
      onSubmitCapture={() => setRefusal(null)}
      aria-labelledby="review-form-title"
      className="mb-6 grid max-w-3xl gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h3 id="review-form-title" className="text-lg font-bold">
        Write a Review
      </h3>
      <RatingField />
      <Field name="title" id="review-title" label="Title (optional)">
        {(control, field) => <Input {...control} {...field} maxLength={120} />}
      </Field>
      <Field name="comment" id="review-comment" label="Your review">
        {(control, field) => (
          <Textarea {...control} {...field} rows={4} maxLength={2000} placeholder="What did you like or dislike? How did your little one get on with it?" />
        )}
      </Field>
      {refusal ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? "Submitting..." : "Submit Review"}
      </Button>
    </Form>
  );
}

function RatingField() {
  const { field, error } = useFormField<number>("rating", "review-rating");
  return <StarPicker name={field.name} value={field.value} onChange={field.onChange} error={error} errorId="review-rating-error" />;
}
