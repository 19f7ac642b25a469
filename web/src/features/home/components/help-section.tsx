import { SUPPORT_HOURS_TEXT } from "@shared/shop-promises";
import { SectionHeader } from "@/components/section-header";
import { SupportDetails } from "@/components/support-details";

/** How to reach a person: support phone, e-mail and hours. */
export function HelpSection() {
  return (
    <section aria-labelledby="landing-help" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 sm:pb-16">
      <SectionHeader id="landing-help" title="We're here to help" description={`Questions about a product or an order? Our parent-care team answers ${SUPPORT_HOURS_TEXT}.`} />
      <SupportDetails className="mt-6 lg:grid-cols-3" />
    </section>
  );
}
