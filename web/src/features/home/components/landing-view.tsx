import { HelpSection } from "./help-section";
import { JoinInvitation } from "./join-invitation";
import { LandingClaims } from "./landing-claims";
import { LandingHero } from "./landing-hero";
import { Testimonials } from "./testimonials";

/** The home page for visitors (see docs/product/home-and-landing.md): the promise, the claims, parents' words and the way in. */
export function LandingView() {
  return (
    <>
      <LandingHero />
      <LandingClaims />
      <Testimonials />
      <JoinInvitation />
      <HelpSection />
    </>
  );
}
