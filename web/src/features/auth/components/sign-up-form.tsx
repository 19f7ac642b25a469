import { RegisterSchema } from "@shared/schemas/accounts";
import { LoaderCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useRegister } from "../api/register";

const EMPTY = { firstName: "", lastName: "", email: "", phoneNumber: "", password: "" };

/** Registration (see docs/product/accounts.md): on success the shopper is told to sign in and taken there, still bound for `returnUrl`. */
export function SignUpForm({ returnUrl }: { returnUrl: string }) {
  const form = useZodForm(RegisterSchema, EMPTY);
  const registration = useRegister();
  const navigate = useNavigate();
  const { errors } = form;

  const submit = form.handleSubmit((input) => {
    registration.mutate(input, {
      onSuccess: () => {
        toast({ title: "Account Created Successfully!", description: "You can now sign in with your credentials." });
        navigate(paths.signin.href(returnUrl));
      },
      onError: (error) => {
        form.showServerErrors(error);
        toast({
          title: "Registration Failed",
          description: errorMessage(error, "Failed to create account. Please try again."),
          variant: "destructive",
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First Name" error={errors.firstName}>
          {(control) => <Input {...control} {...form.field("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField id="signup-last-name" label="Last Name" error={errors.lastName}>
          {(control) => <Input {...control} {...form.field("lastName")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="signup-email" label="Email" error={errors.email}>
        {(control) => <Input {...control} {...form.field("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />}
      </FormField>
      <FormField id="signup-phone" label="Phone Number" error={errors.phoneNumber}>
        {(control) => <Input {...control} {...form.field("phoneNumber")} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password} hint="At least 8 characters.">
        {(control) => <PasswordInput {...control} {...form.field("password")} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registration.isPending}>
        {registration.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {registration.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
