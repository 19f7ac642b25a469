import { Banknote, Headphones, RotateCcw, ShieldCheck, Truck, Zap } from "lucide-react";
import { SectionHeader } from "@/components/section-header";

const CLAIMS = [
  { icon: Truck, title: "Free shipping above ₹999", text: "On every order above ₹999, delivered anywhere in India." },
  { icon: Zap, title: "Same-day delivery", text: "In select cities, so you never run out of the essentials." },
  { icon: ShieldCheck, title: "100% authentic products", text: "Curated by pediatricians and sourced from the brands themselves." },
  { icon: RotateCcw, title: "Easy 30-day returns", text: "Not quite right? Send it back within 30 days, no questions asked." },
  { icon: Headphones, title: "24/7 support", text: "Talk to a real person whenever you need help, day or night." },
  { icon: Banknote, title: "Cash on delivery", text: "Pay at your doorstep, across India, or online if you prefer." },
];

/** Why parents shop here: the shop's promises, one card each. */
export function LandingClaims() {
  return (
    <section aria-labelledby="landing-claims" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <SectionHeader
        id="landing-claims"
        align="center"
        title="Why parents choose KiddoKart"
        description="Everything your little one needs, from people who care as much as you do."
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CLAIMS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-foreground">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
