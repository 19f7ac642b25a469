import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, useFormField, useShopForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { useSubscribeToNewsletter } from "../api/subscribe-to-newsletter";

/** A simple e-mail check: something, an @, something, a dot, something; no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NewsletterSignupFormProps {
  /** Ids of the texts that explain the form (what the newsletter is, the privacy note). */
  describedBy?: string;
  initialEmail?: string;
  className?: string;
}

/**
 * The newsletter's e-mail field and button, with the shop's three toasts (docs/product/home-and-landing.md),
 * and below it the line that says what happens next: a confirmation mail, or, for the signed-in customer's
 * own verified address, nothing more to do.
 */
export function NewsletterSignupForm({ describedBy, initialEmail = "", className }: NewsletterSignupFormProps) {
  const inputId = useId();
  // The shop's three messages are toasts, not messages under the box: the check is here, not in the form.
  const form = useShopForm({ defaultValues: { email: initialEmail } });
  const [done, setDone] = useState<{ email: string; confirmedAtOnce: boolean } | null>(null);
  const subscribe = useSubscribeToNewsletter();

  function handleSubmit({ email }: { email: string }) {
    const address = email.trim();
    if (!address) {
      toast({ title: "Email Required", description: "Please enter your email address." });
      return;
    }
    if (!SIMPLE_EMAIL.test(address)) {
      toast({ title: "Invalid Email", description: "Please enter a valid email address." });
      return;
    }
    subscribe.mutate(address, {
      onSuccess: (answer) => {
        toast({ title: "Subscribed Successfully!", description: "Thank you for subscribing to our newsletter." });
        setDone({ email: address, confirmedAtOnce: answer.confirmedAtOnce });
        form.reset({ email: "" });
      },
      onError: () => {
        toast({ title: "Subscription Failed", description: "Failed to subscribe to newsletter. Please try again.", variant: "destructive" });
      },
    });
  }

  return (
    <div className={className}>
      <Form form={form} onValid={handleSubmit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <EmailBox id={inputId} describedBy={describedBy} />
        <Button type="submit" size="lg" disabled={subscribe.isPending} className="sm:w-auto">
          {subscribe.isPending ? "Subscribing..." : "Subscribe"}
        </Button>
      </Form>
      <p role="status" className={cn("text-sm text-foreground", done && "mt-3")} data-testid="newsletter-next-step">
        {done?.confirmedAtOnce ? (
          <>
            <span className="break-all font-semibold">{done.email}</span> is confirmed: our next newsletter will come to it.
          </>
        ) : done ? (
          <>
            We&apos;ve sent a confirmation mail to <span className="break-all font-semibold">{done.email}</span>. That address gets no newsletter until
            it is confirmed with the link in the mail.
          </>
        ) : null}
      </p>
    </div>
  );
}

function EmailBox({ id, describedBy }: { id: string; describedBy?: string }) {
  const { control, field } = useFormField("email", id);
  return (
    <Input
      {...control}
      {...field}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="Enter your email address"
      aria-describedby={describedBy}
      className="h-12 rounded-full px-5"
    />
  );
}
