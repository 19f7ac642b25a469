import { Mail } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { NewsletterSignupForm } from "./newsletter-signup-form";

/** The newsletter box on the home page, with the shop's three messages (see docs/product/home-and-landing.md#newsletter-box). */
export function NewsletterSignup() {
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
        <NewsletterSignupForm describedBy="newsletter-purpose newsletter-privacy" className="mx-auto mt-6 max-w-md" />
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
