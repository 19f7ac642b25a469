import { MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSignInHref } from "@/lib/use-sign-in-href";

export const ONLY_RECEIVED = "Only parents who received this product can review it.";

/** A line above the reviews saying who may write one. */
export function ReviewNotice({ children }: { children: ReactNode }) {
  return (
    <p className="mb-6 flex max-w-3xl items-start gap-2 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="flex flex-wrap gap-x-2 gap-y-1">{children}</span>
    </p>
  );
}

/** A visitor's part of the Reviews tab: who may review, and a way to sign in (and come back here). Small, so visitors load no form. */
export function ReviewSignInNotice() {
  return (
    <ReviewNotice>
      {ONLY_RECEIVED}
      <Link to={useSignInHref()} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
        Sign in to write a review
      </Link>
    </ReviewNotice>
  );
}
