import { type ChangeEmailInput, ChangeEmailSchema } from "@shared/schemas/accounts";
import { LoaderCircle, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useChangeEmail } from "../api/change-email";

const EMPTY = { email: "", currentPassword: "" };

/**
 * My Profile's "Change E-mail": a link goes to the new address, which replaces the current one once it
 * is opened. The current password is asked only of an account that has one.
 */
export function ChangeEmailForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useShopForm({ schema: ChangeEmailSchema, defaultValues: EMPTY });
  const change = useChangeEmail();

  const submit = async ({ email, currentPassword }: ChangeEmailInput) => {
    if (hasPassword && !currentPassword) {
      form.setError("currentPassword", { type: "server", message: "Current password is required" });
      return;
    }
    try {
      const { message } = await change.mutateAsync(hasPassword ? { email, currentPassword } : { email });
      form.reset();
      toast({ title: "Check your inbox", description: message });
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      showServerErrors(form, error);
      toast({ title: "Error", description: errorMessage(error, "Failed to change the e-mail address"), variant: "destructive" });
    }
  };

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <Field name="email" id="change-email-address" label="New Email">
        {(control, field) => <Input {...control} {...field} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
      </Field>
      {hasPassword ? (
        <Field name="currentPassword" id="change-email-password" label="Current Password">
          {(control, field) => <PasswordInput {...control} {...field} autoComplete="current-password" toggleLabel="current password" />}
        </Field>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
          {change.isPending ? "Sending..." : "Change e-mail"}
        </Button>
      </div>
    </Form>
  );
}
