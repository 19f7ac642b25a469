import { LoaderCircle, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useConfirmSubscription } from "../api/confirm-subscription";
import { LinkDone } from "./link-done";
import { NewsletterSignupForm } from "./newsletter-signup-form";

/** When a link cannot confirm: the reason, and the newsletter box again, filled in with the address. */
function SubscribeAgain({ message, email }: { message: string; email: string }) {
  return (
    <div className="grid gap-4 text-center">
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <p className="text-sm text-muted-foreground">Subscribe again, and we will mail you a new link:</p>
      <NewsletterSignupForm initialEmail={email} className="text-left" />
    </div>
  );
}

/**
 * The confirmation mail's link asks before it acts: mail scanners open links, and opening one must not
 * subscribe anybody. One button sends the address and its signed token.
 */
export function SubscriptionConfirm({ email, token }: { email: string; token: string }) {
  const confirm = useConfirmSubscription();

  if (!email || !token) return <SubscribeAgain message="This confirmation link is incomplete. Please use the whole link from our mail." email={email} />;
  if (confirm.isSuccess) return <LinkDone message={confirm.data.message} />;
  // A link the server refused (not the shop's, or expired): a new one is the way forward.
  if (confirm.error instanceof ApiError && confirm.error.status === 400) {
    return <SubscribeAgain message={errorMessage(confirm.error, "This confirmation link is not valid.")} email={email} />;
  }
  return (
    <div className="grid gap-4 text-center">
      <p className="text-sm text-muted-foreground sm:text-base">
        Send our newsletter (offers, new arrivals and parenting tips, about twice a month) to{" "}
        <span className="break-all font-semibold text-foreground">{email}</span>?
      </p>
      {confirm.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(confirm.error, "We couldn't confirm your subscription. Please try again.")}
        </p>
      ) : null}
      <Button onClick={() => confirm.mutate({ email, token })} disabled={confirm.isPending} className="w-full">
        {confirm.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <MailCheck aria-hidden="true" />}
        {confirm.isPending ? "Confirming..." : "Confirm subscription"}
      </Button>
    </div>
  );
}
