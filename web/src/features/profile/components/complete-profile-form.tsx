import { CompleteProfileSchema } from "@shared/schemas/accounts";
import type { z } from "zod";
import { LoaderCircle, LogOut } from "lucide-react";
import { SignOutForm } from "@/components/layout/sign-out-form";
import { Button } from "@/components/ui/button";
import { Form, useShopForm } from "@/components/ui/form";
import { showServerErrors } from "@/components/ui/form-server-errors";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, isUnauthorizedError } from "@/lib/api-client";
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
  const form = useShopForm({
    schema: CompleteProfileSchema,
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", phoneNumber: user.phoneNumber ?? "" },
  });
  const update = useUpdateProfile();

  const submit = async (input: z.output<typeof CompleteProfileSchema>) => {
    try {
      await update.mutateAsync(input);
    } catch (error) {
      // A lost session (401) is the app-wide handler's: it says so and signs the shopper in again.
      if (isUnauthorizedError(error)) return;
      showServerErrors(form, error);
      toast({ title: "Error", description: errorMessage(error, "Failed to update profile. Please try again."), variant: "destructive" });
      return;
    }
    toast({ title: "Profile Updated", description: "Your profile has been completed successfully!" });
    onCompleted();
  };

  return (
    <div className="grid gap-4">
      <Form form={form} onValid={submit} className="grid gap-4">
        <NameAndPhoneFields idPrefix="setup" />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {update.isPending ? "Saving..." : "Complete Profile"}
        </Button>
      </Form>
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
