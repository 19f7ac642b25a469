import { ChevronRight, Info, ShoppingBag, Truck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

const LINKS = [
  { to: paths.orders.href(), icon: Truck, label: "Track Order", text: "See where your order is" },
  { to: paths.products.href(), icon: ShoppingBag, label: "Shop Products", text: "Browse the whole range" },
  { to: paths.about.href(), icon: Info, label: "About Us", text: "Who we are and what we stand for" },
];

/** Where shoppers usually go instead of writing: their orders, the products, the about page. */
export function QuickLinks() {
  return (
    <ul className="grid gap-3">
      {LINKS.map(({ to, icon: Icon, label, text }) => (
        <li key={to}>
          <Link to={to} className="group flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs transition hover:border-primary/40 hover:shadow-md">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-foreground group-hover:text-primary-strong">{label}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
