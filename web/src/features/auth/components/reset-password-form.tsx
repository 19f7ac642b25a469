import { type ResetPasswordInput, ResetPasswordSchema } from "@shared/schemas/accounts";
import { KeyRound, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useResetPassword } from "../api/reset-password";
import { LINK_UNUSABLE, looksLikeToken } from "../link-token";
import { noticeAfterReload } from "../welcome-notice";
import { LinkProblem } from "./link-problem";

/** A full page load of "/", so every part of the app starts again with the new session. */
function signedInAfresh() {
  window.location.assign(paths.home.href());
}

/**
 * A new password through a mailed link (see docs/product/accounts.md, Reset password). The server ends
 * every session and signs the user in afresh, so success is a full navigation to "/", like sign-in.
 * A link the server refuses replaces the form with its message and a way to ask for a new one.
 */
export function ResetPasswordForm({ token, afterReset = signedInAfresh }: { token: string; afterReset?: () => void }) {
  const form = useShopForm({ schema: ResetPasswordSchema, defaultValues: { token, newPassword: "", confirmPassword: "" } });
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState(looksLikeToken(token) ? null : LINK_UNUSABLE);

  const submit = (input: ResetPasswordInput) => {
    reset.mutate(input, {
      onSuccess: () => {
        noticeAfterReload({ title: "Password reset", description: "You are signed in with your new password." });
        afterReset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === "token") {
          setLinkProblem(error.serverMessage ?? LINK_UNUSABLE);
          return;
        }
        showServerErrors(form, error);
        toast({ title: "Could not reset the password", description: errorMessage(error, "Please try again in a moment."), variant: "destructive" });
      },
    });
  };

  if (linkProblem) return <LinkProblem message={linkProblem} to={paths.forgotPassword.href()} action="Ask for a new link" />;

  // Between success and the reload the button stays busy, so nobody submits twice.
  const busy = reset.isPending || reset.isSuccess;

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <Field name="newPassword" id="reset-new-password" label="New Password" hint="At least 8 characters.">
        {(control, field) => <PasswordInput {...control} {...field} autoComplete="new-password" toggleLabel="new password" />}
      </Field>
      <Field name="confirmPassword" id="reset-confirm-password" label="Confirm New Password">
        {(control, field) => <PasswordInput {...control} {...field} autoComplete="new-password" toggleLabel="confirm new password" />}
      </Field>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
        {busy ? "Resetting..." : "Reset password"}
      </Button>
    </Form>
  );
}
