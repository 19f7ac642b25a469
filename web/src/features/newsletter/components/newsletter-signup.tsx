import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useSubscribeToNewsletter } from "../api/subscribe-to-newsletter";

/** A simple e-mail check: something, an @, something, a dot, something; no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The newsletter box on the home page, with the shop's three messages (see docs/product/home-and-landing.md#newsletter-box). */
export function NewsletterSignup() {
  const [email, setEmail] = useState("");
  const subscribe = useSubscribeToNewsletter();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      onSuccess: () => {
        toast({ title: "Subscribed Successfully!", description: "Thank you for subscribing to our newsletter." });
        setEmail("");
      },
      onError: () => {
        toast({ title: "Subscription Failed", description: "Failed to subscribe to newsletter. Please try again.", variant: "destructive" });
      },
    });
  }

  return (
    <section aria-labelledby="home-newsletter" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="rounded-3xl bg-gradient-to-br from-secondary via-card to-primary-soft px-5 py-8 text-center shadow-sm ring-1 ring-border sm:px-10 sm:py-12">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-card text-primary-strong shadow-xs">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <h2 id="home-newsletter" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          Stay in the loop
        </h2>
        <p id="newsletter-purpose" className="mx-auto mt-2 max-w-lg text-muted-foreground">
          Offers, new arrivals and parenting tips, about twice a month. Unsubscribe anytime.
        </p>
        <form noValidate onSubmit={handleSubmit} className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <Input
            id="newsletter-email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Enter your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby="newsletter-purpose newsletter-privacy"
            className="h-12 rounded-full px-5"
          />
          <Button type="submit" size="lg" disabled={subscribe.isPending} className="sm:w-auto">
            {subscribe.isPending ? "Subscribing..." : "Subscribe"}
          </Button>
        </form>
        <p id="newsletter-privacy" className="mx-auto mt-3 max-w-md text-xs text-muted-foreground">
          We use your e-mail address only to send the newsletter; every issue has a link to stop it. See our{" "}
          <Link to={paths.shopPage.href("privacy-notice")} className="font-medium text-primary-strong underline-offset-4 hover:underline">
            Privacy Notice
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
