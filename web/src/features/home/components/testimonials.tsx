import { Quote, Star } from "lucide-react";
import { InitialsAvatar } from "@/components/initials-avatar";
import { SectionHeader } from "@/components/section-header";
import { cn } from "@/lib/cn";
import { DEFAULT_TESTIMONIAL_RATING, type Testimonial, TESTIMONIALS } from "../testimonials";

/** What parents say: three sample testimonials with their rating, name, city and initials. */
export function Testimonials() {
  return (
    <section aria-labelledby="home-testimonials" className="bg-muted/60">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <SectionHeader
          id="home-testimonials"
          align="center"
          title="What Parents Say"
          description="Real words from mums and dads who shop with us across India."
        />
        <ul className="mt-8 grid gap-4 md:grid-cols-3 md:gap-6">
          {TESTIMONIALS.map((testimonial, index) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} tone={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial, tone }: { testimonial: Testimonial; tone: number }) {
  const rating = testimonial.rating ?? DEFAULT_TESTIMONIAL_RATING;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between">
        <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
          {Array.from({ length: 5 }, (_, star) => (
            <Star
              key={star}
              aria-hidden="true"
              className={cn("size-4", star < rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-300")}
            />
          ))}
        </span>
        <Quote aria-hidden="true" className="size-7 text-primary-soft" />
      </div>
      <blockquote className="mt-4 flex-1 text-foreground">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <InitialsAvatar initials={testimonial.initials} tone={tone} />
        <span className="text-sm">
          <span className="block font-semibold text-foreground">{testimonial.name}</span>
          <span className="block text-muted-foreground">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}
