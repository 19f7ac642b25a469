import { ChangeEmailSchema } from "@shared/schemas/accounts";
import { LoaderCircle, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useChangeEmail } from "../api/change-email";

const EMPTY = { email: "", currentPassword: "" };

/**
 * My Profile's "Change E-mail": a link goes to the new address, which replaces the current one once it
 * is opened. The current password is asked only of an account that has one.
 */
export function ChangeEmailForm({ hasPassword }: { hasPassword: boolean }) {
  const form = useZodForm(ChangeEmailSchema, EMPTY);
  const change = useChangeEmail();
  const { errors } = form;

  const submit = form.handleSubmit(async ({ email, currentPassword }) => {
    if (hasPassword && !currentPassword) {
      form.setFieldError("currentPassword", "Current password is required");
      return;
    }
    try {
      const { message } = await change.mutateAsync(hasPassword ? { email, currentPassword } : { email });
      form.reset();
      toast({ title: "Check your inbox", description: message });
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      form.showServerErrors(error);
      toast({ title: "Error", description: errorMessage(error, "Failed to change the e-mail address"), variant: "destructive" });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="change-email-address" label="New Email" error={errors.email}>
        {(control) => <Input {...control} {...form.field("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
      </FormField>
      {hasPassword ? (
        <FormField id="change-email-password" label="Current Password" error={errors.currentPassword}>
          {(control) => <PasswordInput {...control} {...form.field("currentPassword")} autoComplete="current-password" toggleLabel="current password" />}
        </FormField>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />}
          {change.isPending ? "Sending..." : "Change e-mail"}
        </Button>
      </div>
    </form>
  );
}
