import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/current-user";
import { useVerifyEmail } from "../api/verify-email";
import { LinkProblem } from "./link-problem";
import { LINK_UNUSABLE, looksLikeToken } from "../link-token";

/**
 * Opens a verification link as the page loads (see docs/product/accounts.md, Verify e-mail). The link
 * works once, so it is sent once: React's development double start of effects must not send it again.
 */
export function VerifyEmailStatus({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const { isAuthenticated } = useCurrentUser();
  const sent = useRef(false);
  const usable = looksLikeToken(token);
  const { mutate } = verify;

  useEffect(() => {
    if (sent.current || !usable) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token, usable]);

  if (!usable || verify.isError) {
    return <LinkProblem message={usable ? errorMessage(verify.error, LINK_UNUSABLE) : LINK_UNUSABLE} to={paths.profile.href()} action="Send a new link from My Profile" />;
  }
  if (verify.isSuccess) {
    return (
      <div role="status" className="grid gap-4 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-8 text-emerald-600" />
        <p className="text-sm text-foreground sm:text-base">{verify.data.message}</p>
        <Link
          to={isAuthenticated ? paths.profile.href() : paths.home.href()}
          className="font-semibold text-primary-strong underline-offset-4 hover:underline"
        >
          {isAuthenticated ? "Go to My Profile" : "Continue shopping"}
        </Link>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Verifying your e-mail address...
    </p>
  );
}
