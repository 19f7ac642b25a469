import { ChangePasswordSchema } from "@shared/schemas/accounts";
import { KeyRound, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { dismissToast, toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useChangePassword } from "../api/change-password";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * My Profile's "Change Password". A wrong current password is shown under that field. An account
 * without a password (made through the identity provider) has no current one to give: it is sent to
 * set one through the mailed link instead.
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  return hasPassword ? <PasswordChange /> : <SetPasswordByMail />;
}

function SetPasswordByMail() {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        You sign in through your identity provider. To sign in with a password too, set one with the link we e-mail you.
      </p>
      <div>
        <Button asChild className="w-full sm:w-auto">
          <Link to={paths.forgotPassword.href()}>
            <KeyRound aria-hidden="true" />
            Set a password
          </Link>
        </Button>
      </div>
    </div>
  );
}

function PasswordChange() {
  const form = useZodForm(ChangePasswordSchema, EMPTY);
  const change = useChangePassword();
  const { errors } = form;
  const [errorToastId, setErrorToastId] = useState<string | null>(null);

  // A new attempt starts clean: the last attempt's message (under the field, and its toast) goes away at once.
  const submit = form.handleSubmit(async (input) => {
    if (errorToastId !== null) dismissToast(errorToastId);
    setErrorToastId(null);
    try {
      await change.mutateAsync(input);
      form.reset();
      toast({ title: "Password changed successfully" });
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      form.showServerErrors(error);
      const shown = toast({ title: "Error", description: errorMessage(error, "Failed to change password"), variant: "destructive" });
      setErrorToastId(shown.id);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="current-password" label="Current Password" error={errors.currentPassword}>
        {(control) => <PasswordInput {...control} {...form.field("currentPassword")} autoComplete="current-password" toggleLabel="current password" />}
      </FormField>
      <FormField id="new-password" label="New Password" error={errors.newPassword} hint="At least 8 characters.">
        {(control) => <PasswordInput {...control} {...form.field("newPassword")} autoComplete="new-password" toggleLabel="new password" />}
      </FormField>
      <FormField id="confirm-password" label="Confirm New Password" error={errors.confirmPassword}>
        {(control) => <PasswordInput {...control} {...form.field("confirmPassword")} autoComplete="new-password" toggleLabel="confirm new password" />}
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
