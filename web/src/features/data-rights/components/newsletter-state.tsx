import { BellOff, CheckCircle2, LoaderCircle, Hourglass } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useAccountNewsletter } from "../api/get-account-newsletter";
import { useUnsubscribeAccount } from "../api/unsubscribe-account";

/** Whether the account's address gets the newsletter (or awaits its confirmation link), with a button to stop it. */
export function NewsletterState() {
  const newsletter = useAccountNewsletter();
  const unsubscribe = useUnsubscribeAccount();

  if (newsletter.isPending) return <Skeleton className="h-10 w-full max-w-sm" />;
  if (newsletter.isError) return <p className="text-muted-foreground">We couldn&apos;t load your newsletter setting. Please reload the page.</p>;

  if (!newsletter.data.subscribed && !newsletter.data.awaitingConfirmation) {
    return (
      <p className="flex items-start gap-2 text-muted-foreground">
        <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="break-all">{newsletter.data.email}</span> is not subscribed to our newsletter.
        </span>
      </p>
    );
  }

  function stop() {
    unsubscribe.mutate(undefined, {
      onSuccess: () => toast({ title: "Unsubscribed", description: "We won't send you our newsletter any more." }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: "Error", description: errorMessage(error, "Failed to unsubscribe. Please try again."), variant: "destructive" });
      },
    });
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {newsletter.data.subscribed ? (
        <p className="flex items-start gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>
            <span className="break-all font-medium">{newsletter.data.email}</span> gets our newsletter: offers, new arrivals and parenting tips.
          </span>
        </p>
      ) : (
        <p className="flex items-start gap-2">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          <span>
            <span className="break-all font-medium">{newsletter.data.email}</span> is awaiting confirmation: it gets our newsletter once the link
            in the mail we sent to it is opened.
          </span>
        </p>
      )}
      <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" onClick={stop} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <BellOff aria-hidden="true" />}
        Unsubscribe
      </Button>
    </div>
  );
}
