import { ProfileUpdateSchema } from "@shared/schemas/accounts";
import { LoaderCircle, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useUpdateProfile } from "../api/update-profile";
import type { ProfileNames } from "../profile-completion";

/** My Profile's "Profile Information": names and phone number. */
export function ProfileForm({ user }: { user: ProfileNames }) {
  const form = useZodForm(ProfileUpdateSchema, {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    phoneNumber: user.phoneNumber ?? "",
  });
  const update = useUpdateProfile();
  const { errors } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast({ title: "Profile updated successfully" });
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      form.showServerErrors(error);
      toast({ title: "Error", description: errorMessage(error, "Failed to update profile"), variant: "destructive" });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First Name" error={errors.firstName}>
          {(control) => <Input {...control} {...form.field("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField id="profile-last-name" label="Last Name" error={errors.lastName}>
          {(control) => <Input {...control} {...form.field("lastName")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="profile-phone" label="Phone Number" error={errors.phoneNumber}>
        {(control) => <Input {...control} {...form.field("phoneNumber")} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />}
      </FormField>
      <div>
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
