import { type ForgotPasswordInput, ForgotPasswordSchema } from "@shared/schemas/accounts";
import { LoaderCircle, MailCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useRequestPasswordReset } from "../api/forgot-password";

/**
 * Asks for a reset link (see docs/product/accounts.md, Forgotten password). The server's answer is the
 * same whether or not the address has an account; it replaces the form.
 */
export function ForgotPasswordForm() {
  const form = useShopForm({ schema: ForgotPasswordSchema, defaultValues: { email: "" } });
  const request = useRequestPasswordReset();

  const submit = (input: ForgotPasswordInput) => {
    request.mutate(input, {
      onError: (error) => {
        showServerErrors(form, error);
        toast({ title: "Could not send the link", description: errorMessage(error, "Please try again in a moment."), variant: "destructive" });
      },
    });
  };

  if (request.isSuccess) {
    return (
      <div role="status" className="grid gap-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-8 text-primary-strong" />
        <p className="text-sm text-foreground sm:text-base">{request.data.message}</p>
        <Link to={paths.signin.href()} className="font-semibold text-primary-strong underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <Field name="email" id="forgot-email" label="Email">
        {(control, field) => <Input {...control} {...field} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
      </Field>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={request.isPending}>
        {request.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {request.isPending ? "Sending..." : "Send reset link"}
      </Button>
    </Form>
  );
}
