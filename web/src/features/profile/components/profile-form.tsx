import { type ProfileUpdateInput, ProfileUpdateSchema } from "@shared/schemas/accounts";
import { LoaderCircle, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
import { useUpdateProfile } from "../api/update-profile";
import { NameAndPhoneFields } from "./name-and-phone-fields";
import type { ProfileNames } from "../profile-completion";

/** My Profile's "Profile Information": names and phone number. */
export function ProfileForm({ user }: { user: ProfileNames }) {
  const form = useShopForm({
    schema: ProfileUpdateSchema,
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", phoneNumber: user.phoneNumber ?? "" },
  });
  const update = useUpdateProfile();

  const submit = async (input: ProfileUpdateInput) => {
    try {
      await update.mutateAsync(input);
      toast({ title: "Profile updated successfully" });
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      showServerErrors(form, error);
      toast({ title: "Error", description: errorMessage(error, "Failed to update profile"), variant: "destructive" });
    }
  };

  return (
    <Form form={form} onValid={submit} className="grid gap-4">
      <NameAndPhoneFields idPrefix="profile" />
      <div>
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </Form>
  );
}
