import { BadgeCheck, LoaderCircle, MailWarning, Send } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useResendVerification } from "../api/resend-verification";

interface EmailVerificationStatusProps {
  emailVerified: boolean;
  /** A new address waiting for its link to be opened. */
  pendingEmail: string | null;
}

/**
 * Beside the e-mail on My Profile: whether it is verified, the new address waiting if any, and a way
 * to have the link sent again (to the address waiting, else to the unverified one).
 */
export function EmailVerificationStatus({ emailVerified, pendingEmail }: EmailVerificationStatusProps) {
  const resend = useResendVerification();

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: "Verification link sent", description: message }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({ title: "Error", description: errorMessage(error, "Failed to send the link"), variant: "destructive" });
      },
    });

  const resendButton = (
    <Button type="button" variant="outline" size="sm" onClick={send} disabled={resend.isPending}>
      {resend.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
      Resend verification
    </Button>
  );

  return (
    <div className="mt-1.5 grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {emailVerified ? (
          <Badge variant="green">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        ) : (
          <Badge variant="yellow">
            <MailWarning aria-hidden="true" />
            Not verified
          </Badge>
        )}
        {!emailVerified && !pendingEmail ? resendButton : null}
      </div>
      {pendingEmail ? (
        <div className="grid gap-2 rounded-xl bg-muted p-3 text-xs font-normal text-muted-foreground">
          <p>
            Waiting for you to open the link we sent to <span className="break-all font-semibold text-foreground">{pendingEmail}</span>.
          </p>
          <div>{resendButton}</div>
        </div>
      ) : null}
    </div>
  );
}
