import { BarChart3, type LucideIcon, Package, ShoppingBag, Users } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";

const ACTIONS: { label: string; href: string; icon: LucideIcon }[] = [
  { label: "Manage Products", href: paths.admin.products.href(), icon: Package },
  { label: "Manage Orders", href: paths.admin.orders.href(), icon: ShoppingBag },
  { label: "Manage Users", href: paths.admin.users.href(), icon: Users },
  { label: "View Analytics", href: paths.admin.analytics.href(), icon: BarChart3 },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {ACTIONS.map(({ label, href, icon: Icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-border p-4 text-center text-sm font-medium transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
