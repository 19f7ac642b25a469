import { withReturnUrl } from "@shared/return-url";
import { type LoginInput, LoginSchema } from "@shared/schemas/accounts";
import { LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useSignIn } from "../api/sign-in";
import { useFormReturn } from "@/lib/use-form-return";
import { FormReturnNote } from "@/components/form-return-note";
import { welcomeAfterReload } from "../welcome-notice";

/**
 * E-mail and password sign-in (see docs/product/accounts.md). Success is a full navigation to `returnUrl` (the page the
 * shopper came from, else "/"), so every part of the app starts again with the new session; that page then says "Welcome back!". Failures,
 * including too many attempts (429), show the server's message. Before the page's script runs, or without it, the
 * same form is posted by the browser to POST /signin, which signs in and goes on, or comes back here with its message.
 */
export function SignInForm({ returnUrl }: { returnUrl: string }) {
  const formReturn = useFormReturn("signin");
  const form = useShopForm({ schema: LoginSchema, defaultValues: { email: formReturn?.values.email ?? "", password: "" }, errors: formReturn?.errors });
  const signIn = useSignIn();

  const submit = (input: LoginInput) => {
    signIn.mutate(input, {
      onSuccess: () => {
        welcomeAfterReload();
        window.location.assign(returnUrl);
      },
      onError: (error) => {
        toast({ title: "Sign In Failed", description: errorMessage(error, "Invalid email or password."), variant: "destructive" });
      },
    });
  };

  // Between success and the reload the button stays busy, so nobody signs in twice.
  const busy = signIn.isPending || signIn.isSuccess;

  return (
    <Form form={form} onValid={submit} method="post" action={withReturnUrl(paths.signin.path, returnUrl)} className="grid gap-4">
      <FormReturnNote formReturn={formReturn} />
      <Field name="email" id="signin-email" label="Email">
        {(control, field) => <Input {...control} {...field} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
      </Field>
      <div className="grid gap-2">
        <Field name="password" id="signin-password" label="Password">
          {(control, field) => <PasswordInput {...control} {...field} autoComplete="current-password" />}
        </Field>
        <Link to={paths.forgotPassword.href()} className="justify-self-end text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" worksWithoutScript size="lg" className="mt-2 w-full" disabled={busy}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {busy ? "Signing In..." : "Sign In"}
      </Button>
    </Form>
  );
}
