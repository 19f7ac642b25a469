import { PROMISES } from "@shared/shop-promises";
import { Banknote, CalendarCheck, Headphones, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import { SectionHeader } from "@/components/section-header";

const CLAIMS = [
  { icon: Truck, title: PROMISES.freeShipping, text: "On every order above ₹999, with a flat ₹99 below it." },
  { icon: CalendarCheck, title: PROMISES.deliveryDate, text: PROMISES.deliveryDateDetail },
  { icon: ShieldCheck, title: "100% authentic products", text: "Curated by pediatricians and sourced from the brands themselves." },
  { icon: RotateCcw, title: PROMISES.returns, text: PROMISES.returnsDetail },
  { icon: Headphones, title: PROMISES.support, text: PROMISES.supportDetail },
  { icon: Banknote, title: PROMISES.cashOnDelivery, text: PROMISES.cashOnDeliveryDetail },
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
