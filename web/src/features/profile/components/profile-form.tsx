import { ProfileUpdateSchema } from "@shared/schemas/accounts";
import { LoaderCircle, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useZodForm } from "@/lib/use-zod-form";
import { useUpdateProfile } from "../api/update-profile";
import { NameAndPhoneFields } from "./name-and-phone-fields";
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
      <NameAndPhoneFields idPrefix="profile" field={form.field} errors={errors} />
      <div>
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
