import { Heart, Package, Zap } from "lucide-react";

const BENEFITS = [
  { icon: Zap, title: "Fast checkout", text: "Your details are ready, so ordering takes a moment." },
  { icon: Heart, title: "Save favorites", text: "Keep the products your little one loves in your wishlist." },
  { icon: Package, title: "Order tracking", text: "Follow every order from our warehouse to your door." },
];

/** Why completing the profile is worth it (three benefits; see docs/product/accounts.md#complete-profile). */
export function ProfileBenefits() {
  return (
    <section aria-labelledby="profile-benefits">
      <h2 id="profile-benefits" className="text-xl font-bold tracking-tight sm:text-2xl">
        Almost there! Finish your profile to enjoy:
      </h2>
      <ul className="mt-5 grid gap-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
