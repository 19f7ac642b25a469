import { LoginSchema } from "@shared/schemas/accounts";
import { LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useSignIn } from "../api/sign-in";
import { welcomeAfterReload } from "../welcome-notice";

/**
 * E-mail and password sign-in (see docs/product/accounts.md). Success is a full navigation to `returnUrl` (the page the
 * shopper came from, else "/"), so every part of the app starts again with the new session; that page then says "Welcome back!". Failures,
 * including too many attempts (429), show the server's message.
 */
export function SignInForm({ returnUrl }: { returnUrl: string }) {
  const form = useZodForm(LoginSchema, { email: "", password: "" });
  const signIn = useSignIn();
  const { errors } = form;

  const submit = form.handleSubmit((input) => {
    signIn.mutate(input, {
      onSuccess: () => {
        welcomeAfterReload();
        window.location.assign(returnUrl);
      },
      onError: (error) => {
        toast({ title: "Sign In Failed", description: errorMessage(error, "Invalid email or password."), variant: "destructive" });
      },
    });
  });

  // Between success and the reload the button stays busy, so nobody signs in twice.
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="signin-email" label="Email" error={errors.email}>
        {(control) => <Input {...control} {...form.field("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
      </FormField>
      <div className="grid gap-2">
        <FormField id="signin-password" label="Password" error={errors.password}>
          {(control) => <PasswordInput {...control} {...form.field("password")} autoComplete="current-password" />}
        </FormField>
        <Link to={paths.forgotPassword.href()} className="justify-self-end text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {busy ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
