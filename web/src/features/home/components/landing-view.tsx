import type { ReactNode } from "react";
import { HelpSection } from "./help-section";
import { JoinInvitation } from "./join-invitation";
import { LandingClaims } from "./landing-claims";
import { LandingHero } from "./landing-hero";
import { Testimonials } from "./testimonials";

/**
 * The home page for visitors (see docs/product/home-and-landing.md): the promise, what the shop sells and
 * at what price (`catalogue`, composed by the page), the claims, parents' words and the way in.
 */
export function LandingView({ catalogue }: { catalogue: ReactNode }) {
  return (
    <>
      <LandingHero />
      {catalogue}
      <LandingClaims />
      <Testimonials />
      <JoinInvitation />
      <HelpSection />
    </>
  );
}
