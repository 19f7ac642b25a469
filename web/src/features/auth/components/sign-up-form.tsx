import { withReturnUrl } from "@shared/return-url";
import { type RegisterInput, RegisterSchema } from "@shared/schemas/accounts";
import { LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useRegister } from "../api/register";
import { useFormReturn } from "@/lib/use-form-return";
import { FormReturnNote } from "@/components/form-return-note";

/**
 * Registration (see docs/product/accounts.md): on success the shopper is told to sign in and taken there, still bound for `returnUrl`.
 * Before the page's script runs, or without it, the browser posts the same form to POST /signup.
 */
export function SignUpForm({ returnUrl }: { returnUrl: string }) {
  const formReturn = useFormReturn("signup");
  const kept = formReturn?.values ?? {};
  const form = useShopForm({
    schema: RegisterSchema,
    defaultValues: { firstName: kept.firstName ?? "", lastName: kept.lastName ?? "", email: kept.email ?? "", phoneNumber: kept.phoneNumber ?? "", password: "" },
    errors: formReturn?.errors,
  });
  const registration = useRegister();
  const navigate = useNavigate();

  const submit = (input: RegisterInput) => {
    registration.mutate(input, {
      onSuccess: () => {
        toast({ title: "Account Created Successfully!", description: "You can now sign in with your credentials." });
        navigate(paths.signin.href(returnUrl));
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast({
          title: "Registration Failed",
          description: errorMessage(error, "Failed to create account. Please try again."),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <Form form={form} onValid={submit} method="post" action={withReturnUrl(paths.signup.path, returnUrl)} className="grid gap-4">
      <FormReturnNote formReturn={formReturn} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="firstName" id="signup-first-name" label="First Name">
          {(control, field) => <Input {...control} {...field} autoComplete="given-name" />}
        </Field>
        <Field name="lastName" id="signup-last-name" label="Last Name">
          {(control, field) => <Input {...control} {...field} autoComplete="family-name" />}
        </Field>
      </div>
      <Field name="email" id="signup-email" label="Email">
        {(control, field) => <Input {...control} {...field} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
      </Field>
      <Field name="phoneNumber" id="signup-phone" label="Phone Number">
        {(control, field) => <Input {...control} {...field} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />}
      </Field>
      <Field name="password" id="signup-password" label="Password" hint="At least 8 characters.">
        {(control, field) => <PasswordInput {...control} {...field} autoComplete="new-password" />}
      </Field>
      <Button type="submit" worksWithoutScript size="lg" className="mt-2 w-full" disabled={registration.isPending}>
        {registration.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {registration.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </Form>
  );
}
