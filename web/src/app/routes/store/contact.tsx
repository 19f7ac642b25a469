import { CONTACT_META } from "@shared/page-meta";
import { PageIntro } from "@/components/page-intro";
import { SectionHeader } from "@/components/section-header";
import { SupportDetails } from "@/components/support-details";
import { ContactFaq } from "@/features/contact/components/contact-faq";
import { ContactForm } from "@/features/contact/components/contact-form";
import { QuickLinks } from "@/features/contact/components/quick-links";
import { usePageTitle } from "@/lib/use-page-title";

/** `/contact` (see docs/product/about-and-contact.md): how to reach us, a message form, answers to common questions and quick links. */
export function ContactPage() {
  usePageTitle(CONTACT_META.title, CONTACT_META.description);

  return (
    <>
      <PageIntro eyebrow="We're here to help" title="Contact Us">
        <p>Questions about a product, an order or a delivery? Write to us, call us, or find your answer below.</p>
      </PageIntro>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.6fr_1fr]">
        <section aria-labelledby="contact-form-title" className="rounded-3xl border border-border bg-card p-5 shadow-sm sm:p-8 lg:self-start">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
            Send us a message
          </h2>
          <p className="mb-6 mt-1 text-muted-foreground">We'll get back to you within 24 hours.</p>
          <ContactForm />
        </section>

        <div className="grid content-start gap-8">
          <section aria-labelledby="contact-details">
            <h2 id="contact-details" className="mb-4 text-xl font-bold tracking-tight">
              Get in touch
            </h2>
            <SupportDetails withAddress className="sm:grid-cols-2 lg:grid-cols-1" />
          </section>
          <section aria-labelledby="contact-quick-links">
            <h2 id="contact-quick-links" className="mb-4 text-xl font-bold tracking-tight">
              Quick links
            </h2>
            <QuickLinks />
          </section>
        </div>
      </div>

      <section aria-labelledby="contact-faq" className="mx-auto max-w-3xl px-4 pb-12 sm:px-6 sm:pb-16">
        <SectionHeader id="contact-faq" align="center" title="Frequently asked questions" className="mb-6" />
        <ContactFaq />
      </section>
    </>
  );
}
