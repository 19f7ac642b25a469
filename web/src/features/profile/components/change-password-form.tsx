import { type ChangePasswordInput, ChangePasswordSchema } from "@shared/schemas/accounts";
import { KeyRound, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { PasswordInput } from "@/components/ui/password-input";
import { dismissToast, toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
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
  const form = useShopForm({ schema: ChangePasswordSchema, defaultValues: EMPTY });
  const change = useChangePassword();
  const [errorToastId, setErrorToastId] = useState<string | null>(null);

  // A new attempt starts clean: the last attempt's message (under the field, and its toast) goes away at once.
  const submit = async (input: ChangePasswordInput) => {
    if (errorToastId !== null) dismissToast(errorToastId);
    setErrorToastId(null);
    try {
      await change.mutateAsync(input);
      form.reset();
      toast({ title: "Password changed successfully" });
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      showServerErrors(form, error);
      const shown = toast({ title: "Error", description: errorMessage(error, "Failed to change password"), variant: "destructive" });
      setErrorToastId(shown.id);
    }
  };

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <Field name="currentPassword" id="current-password" label="Current Password">
        {(control, field) => <PasswordInput {...control} {...field} autoComplete="current-password" toggleLabel="current password" />}
      </Field>
      <Field name="newPassword" id="new-password" label="New Password" hint="At least 8 characters.">
        {(control, field) => <PasswordInput {...control} {...field} autoComplete="new-password" toggleLabel="new password" />}
      </Field>
      <Field name="confirmPassword" id="confirm-password" label="Confirm New Password">
        {(control, field) => <PasswordInput {...control} {...field} autoComplete="new-password" toggleLabel="confirm new password" />}
      </Field>
      <div>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <KeyRound aria-hidden="true" />}
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </div>
    </Form>
  );
}
