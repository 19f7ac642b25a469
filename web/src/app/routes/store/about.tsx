import { ABOUT_META } from "@shared/page-meta";
import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { SectionHeader } from "@/components/section-header";
import { SupportDetails } from "@/components/support-details";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AboutStats } from "@/features/about/components/about-stats";
import { AboutTeam } from "@/features/about/components/about-team";
import { AboutValues } from "@/features/about/components/about-values";
import { usePageTitle } from "@/lib/use-page-title";

/** `/about` (see docs/product/about-and-contact.md): mission, values, the shop in figures, the team and how to reach us. */
export function AboutPage() {
  usePageTitle(ABOUT_META.title, ABOUT_META.description);

  return (
    <>
      <PageIntro eyebrow="About KiddoKart" title="Caring for India's little ones">
        <p>Safe, authentic baby care products for Indian parents, from brands you trust and chosen with care.</p>
      </PageIntro>

      <section aria-labelledby="about-mission" className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="about-mission" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our mission
          </h2>
          <div className="mt-4 grid gap-4 text-muted-foreground">
            <p>
              Every parent wants the best for their baby, and no parent should have to wonder whether a bottle, a lotion or a car seat is
              safe or genuine. KiddoKart was started in Jaipur by parents who felt exactly that.
            </p>
            <p>
              Our mission is simple: make safe, authentic baby care easy to find and easy to afford for every family in India, from
              metro cities to small towns, with honest advice and a team that answers when you call.
            </p>
          </div>
        </div>
        <AboutStats />
      </section>

      <section aria-labelledby="about-values" className="bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <SectionHeader id="about-values" title="What we stand for" description="Four promises behind every order we pack." className="mb-6" />
          <AboutValues />
        </div>
      </section>

      <section aria-labelledby="about-team" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <SectionHeader id="about-team" title="Meet our team" description="Parents, pediatricians and problem-solvers." className="mb-6" />
        <AboutTeam />
      </section>

      <section aria-labelledby="about-contact" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 sm:pb-16">
        <SectionHeader
          id="about-contact"
          title="Get in touch"
          description="We'd love to hear from you."
          action={
            <Button asChild variant="outline">
              <Link to={paths.contact.href()}>Send us a message</Link>
            </Button>
          }
          className="mb-6"
        />
        <SupportDetails withAddress />
      </section>
    </>
  );
}
