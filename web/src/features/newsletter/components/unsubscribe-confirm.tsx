import { BellOff, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useUnsubscribeByLink } from "../api/unsubscribe-by-link";
import { LinkDone } from "./link-done";

/**
 * The newsletter's unsubscribe link asks before it acts: mail scanners open links, and opening one must
 * not unsubscribe anybody. One button sends the address and its signed token.
 */
export function UnsubscribeConfirm({ email, token }: { email: string; token: string }) {
  const unsubscribe = useUnsubscribeByLink();

  if (!email || !token) {
    return (
      <p role="alert" className="text-center text-sm text-destructive">
        This unsubscribe link is incomplete. Please use the link at the end of our newsletter.
      </p>
    );
  }
  if (unsubscribe.isSuccess) return <LinkDone message={unsubscribe.data.message} />;
  return (
    <div className="grid gap-4 text-center">
      <p className="text-sm text-muted-foreground sm:text-base">
        Stop sending our newsletter to <span className="break-all font-semibold text-foreground">{email}</span>? Mails about your orders are not
        affected.
      </p>
      {unsubscribe.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(unsubscribe.error, "We couldn't unsubscribe you. Please try again.")}
        </p>
      ) : null}
      <Button onClick={() => unsubscribe.mutate({ email, token })} disabled={unsubscribe.isPending} className="w-full">
        {unsubscribe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <BellOff aria-hidden="true" />}
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </div>
  );
}
