import { Baby, Bath, Heart, Milk, ShieldCheck, Sparkles, ToyBrick } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

const TILES = [
  { icon: Milk, label: "Feeding", className: "bg-primary-soft" },
  { icon: ToyBrick, label: "Toys", className: "bg-secondary" },
  { icon: Bath, label: "Bath time", className: "bg-accent" },
  { icon: Baby, label: "Diapering", className: "bg-amber-100" },
];

/** The signed-in shopper's welcome: trust badges and the way to the products. */
export function MemberHero({ firstName }: { firstName?: string | null }) {
  return (
    <section aria-labelledby="home-title" className="overflow-hidden bg-gradient-to-br from-primary-soft via-background to-secondary">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:py-16">
        <div>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Badge variant="accent" className="px-3 py-1 text-sm">
                <ShieldCheck aria-hidden="true" className="size-4" />
                Certified Safe
              </Badge>
            </li>
            <li>
              <Badge variant="secondary" className="px-3 py-1 text-sm">
                <Heart aria-hidden="true" className="size-4" />
                Trusted by 50K+ Parents
              </Badge>
            </li>
          </ul>
          {firstName ? <p className="mt-5 font-semibold text-primary-strong">Welcome back, {firstName}!</p> : null}
          <h1 id="home-title" className="mt-2 text-4xl font-extrabold leading-tight tracking-tight text-foreground sm:text-5xl">
            Everything your <span className="text-primary-strong">little one</span> needs
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            Gentle skincare, feeding essentials, diapers, baby gear and toys from brands parents trust, delivered to your doorstep.
          </p>
          <Button asChild size="lg" className="mt-7">
            <Link to={paths.products.href()}>
              <Sparkles aria-hidden="true" />
              Shop Safe Products
            </Link>
          </Button>
        </div>
        <div aria-hidden="true" className="hidden justify-center lg:flex">
          <div className="grid rotate-3 grid-cols-2 gap-4">
            {TILES.map(({ icon: Icon, label, className }) => (
              <div key={label} className={`grid size-32 place-items-center rounded-[2rem] shadow-lg ring-4 ring-white ${className}`}>
                <Icon className="size-14 text-primary-strong" strokeWidth={1.5} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
