import { CompleteProfileSchema } from "@shared/schemas/accounts";
import { LoaderCircle, LogOut } from "lucide-react";
import { SignOutForm } from "@/components/layout/sign-out-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useUpdateProfile } from "../api/update-profile";
import { NameAndPhoneFields } from "./name-and-phone-fields";
import type { ProfileNames } from "../profile-completion";

interface CompleteProfileFormProps {
  /** The signed-in user: what is known already is filled in. */
  user: ProfileNames;
  onCompleted: () => void;
}

/** Names and phone number for a profile that lacks them (see docs/product/accounts.md#complete-profile). */
export function CompleteProfileForm({ user, onCompleted }: CompleteProfileFormProps) {
  const form = useZodForm(CompleteProfileSchema, {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    phoneNumber: user.phoneNumber ?? "",
  });
  const update = useUpdateProfile();
  const { errors } = form;

  const submit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      form.showServerErrors(error);
      toast({ title: "Error", description: errorMessage(error, "Failed to update profile. Please try again."), variant: "destructive" });
      return;
    }
    toast({ title: "Profile Updated", description: "Your profile has been completed successfully!" });
    onCompleted();
  });

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <NameAndPhoneFields idPrefix="setup" field={form.field} errors={errors} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {update.isPending ? "Saving..." : "Complete Profile"}
        </Button>
      </form>
      {/* The server ends the session, then the shopper can sign in as someone else. */}
      <SignOutForm>
        <Button type="submit" variant="ghost" className="w-full">
          <LogOut aria-hidden="true" />
          Back to sign in
        </Button>
      </SignOutForm>
    </div>
  );
}
