import { decimalToPaise } from "@shared/money";
import { IndianRupee, type LucideIcon, Package, ShoppingCart, Truck } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminStats } from "../api/get-admin-stats";

const wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Revenue as a rupee sign and a whole number, e.g. ₹6,471. */
export function formatWholeRupees(amount: string): string {
  const paise = decimalToPaise(amount) ?? 0;
  return `₹${wholeRupees.format(Math.round(paise / 100))}`;
}

/**
 * A figure as long as a revenue in crores (₹12,34,56,789) takes a smaller type where its card is narrow: half a phone, and a quarter of
 * the desktop row beside the back office's menu.
 */
function figureSize(value: string): string {
  return value.length > 9 ? "text-base sm:text-xl xl:text-base" : "text-xl sm:text-2xl";
}

/** The dashboard's four figures. */
export function StatCards() {
  const stats = useAdminStats();
  const data = stats.data;
  const cards: { label: string; value: string | undefined; icon: LucideIcon; tone: string; note?: string; to?: string }[] = [
    { label: "Total Products", value: data ? String(data.totalProducts) : undefined, icon: Package, tone: "bg-sky-100 text-sky-800" },
    { label: "Total Orders", value: data ? String(data.totalOrders) : undefined, icon: ShoppingCart, tone: "bg-emerald-100 text-emerald-800" },
    {
      label: "To ship",
      value: data ? String(data.ordersToShip) : undefined,
      icon: Truck,
      tone: "bg-amber-100 text-amber-900",
      note: "pending or confirmed, paid if online",
      to: "/admin/orders?queue=to-ship",
    },
    {
      label: "Total Revenue",
      value: data ? formatWholeRupees(data.totalRevenue) : undefined,
      icon: IndianRupee,
      tone: "bg-rose-100 text-rose-800",
      // What the server counts: every order but the cancelled ones, less what their refunds give back.
      note: "excluding cancelled orders, net of refunds",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={stats.isPending}>
      {cards.map(({ label, value, icon: Icon, tone, note, to }) => (
        <li key={label} className={to ? "relative" : undefined}>
          <Card className={`flex h-full items-center gap-3 p-4 sm:p-5 ${to ? "transition-colors hover:border-primary" : ""}`}>
            <span className={`hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground sm:text-sm">
                {to ? (
                  // The whole card is the link's target; its name is the label.
                  <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </p>
              {value === undefined ? (
                stats.isError ? (
                  <p className="text-lg font-bold">—</p>
                ) : (
                  <Skeleton className="mt-1 h-7 w-16" />
                )
              ) : (
                <p className={`font-bold tabular-nums ${figureSize(value)}`} data-testid={`stat-${label.toLowerCase().replaceAll(" ", "-")}`}>
                  {value}
                </p>
              )}
              {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
