import { RECENT_SIGN_IN_MINUTES } from "@shared/schemas/data-rights";
import { LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, Form, useShopForm } from "@/components/ui/form";
import { PasswordInput } from "@/components/ui/password-input";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useDeleteAccount } from "../api/delete-account";

interface DeleteAccountDialogProps {
  /** Whether the account has a password to confirm with; without one a recent sign-in is needed. */
  hasPassword: boolean;
  /** Called once the account is gone (the session has ended with it). */
  onDeleted(): void;
}

/**
 * "Delete account": says exactly what is erased and what the shop must keep (and why) before asking for
 * the password, then erases the account. Refusals (wrong password, orders still on their way, the last
 * administrator, a sign-in too long ago) are shown in the dialog.
 */
export function DeleteAccountDialog({ hasPassword, onDeleted }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useShopForm<{ password: string }, { password?: string }>({
    defaultValues: { password: "" },
    check: ({ password }) =>
      hasPassword && !password ? { errors: { password: "Please enter your password to delete your account." } } : { values: hasPassword ? { password } : {} },
    recheck: "never",
  });
  const [refusal, setRefusal] = useState<string | undefined>();
  const remove = useDeleteAccount();

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      setRefusal(undefined);
    }
  }

  async function submit(body: { password?: string }) {
    try {
      await remove.mutateAsync(body);
      onDeleted();
    } catch (error) {
      const message = errorMessage(error, "We couldn't delete your account. Please try again.");
      if (error instanceof ApiError && error.field === "password") form.setError("password", { type: "server", message });
      else setRefusal(message);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 sm:w-auto">
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This can&apos;t be undone. Please read what happens to your data.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm">
          <section aria-labelledby="erased-heading" className="grid gap-1.5">
            <h3 id="erased-heading" className="font-semibold">
              What we erase
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>Your name, e-mail address, phone number and password.</li>
              <li>Your sign-ins on every device: you are signed out everywhere.</li>
              <li>Your cart, wishlist and newsletter subscription, and the e-mails we sent you.</li>
              <li>Once your e-mail address is verified, anything else sent with it: its newsletter subscription and the messages you sent us.</li>
            </ul>
          </section>
          <section aria-labelledby="kept-heading" className="grid gap-1.5">
            <h3 id="kept-heading" className="font-semibold">
              What we must keep, and why
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>
                Your orders, for our accounts, without your name, street address and phone. Only the city, state and PIN code stay: GST needs them
                as the place of supply.
              </li>
              <li>
                Tax invoices already issued stay exactly as issued, including the name and address printed on them. GST law requires us to keep
                them for 72 months from the due date of that financial year&apos;s annual return, which is up to about 8 years after the order.
              </li>
              <li>Your reviews stay on the products, shown as &lsquo;Anonymous&rsquo;.</li>
            </ul>
          </section>
        </div>
        <Form form={form} onValid={submit} onSubmitCapture={() => setRefusal(undefined)} className="grid gap-4">
          {hasPassword ? (
            <Field name="password" id="delete-account-password" label="Your password">
              {(control, field) => <PasswordInput {...control} {...field} name={undefined} autoComplete="current-password" toggleLabel="password" />}
            </Field>
          ) : (
            <p className="rounded-xl bg-muted px-4 py-3 text-sm">
              You sign in through your identity provider, so there is no password to ask for. Instead, you must have signed in within the last{" "}
              {RECENT_SIGN_IN_MINUTES} minutes. If it has been longer, sign out, sign in again and come back here.
            </p>
          )}
          {refusal ? (
            <p role="alert" className="rounded-xl bg-destructive/10 px-4 py-3 text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
