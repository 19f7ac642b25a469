import { SUPPORT } from "@shared/constants";
import { PROMISES } from "@shared/shop-promises";
import { ArrowRight, Baby, Bath, Check, Milk, ToyBrick, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

const HERO_PROMISES = [PROMISES.cashOnDelivery, PROMISES.returns, `Support ${SUPPORT.hours[0]}`];

const TILES = [
  { icon: Milk, label: "Feeding", className: "bg-primary-soft" },
  { icon: ToyBrick, label: "Toys", className: "bg-secondary" },
  { icon: Bath, label: "Bath time", className: "bg-accent" },
  { icon: Baby, label: "Diapering", className: "bg-amber-100" },
];

/** The visitor's first screen: what the shop is, why trust it, and the way in. */
export function LandingHero() {
  return (
    <section aria-labelledby="landing-title" className="overflow-hidden bg-gradient-to-br from-primary-soft via-background to-secondary">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-semibold text-primary-strong shadow-xs ring-1 ring-primary/15">
            <Users aria-hidden="true" className="size-4" />
            Trusted by 50,000+ parents across India
          </p>
          <h1 id="landing-title" className="mt-5 text-4xl font-extrabold leading-tight tracking-tight text-foreground sm:text-5xl">
            Safe, gentle baby care <span className="text-primary-strong">delivered to your door</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            Authentic products curated by pediatricians, free shipping above ₹999 and the delivery date for your PIN code before you pay.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.products.href()}>
                Start Shopping
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.signin.href()}>Sign In</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-foreground">
            {HERO_PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-accent-foreground" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="hidden justify-center lg:flex">
          <div className="grid rotate-3 grid-cols-2 gap-4">
            {TILES.map(({ icon: Icon, label, className }) => (
              <div key={label} className={`grid size-36 place-items-center rounded-[2rem] shadow-lg ring-4 ring-white ${className}`}>
                <Icon className="size-16 text-primary-strong" strokeWidth={1.5} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
