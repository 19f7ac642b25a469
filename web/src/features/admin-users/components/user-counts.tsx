import { Activity, type LucideIcon, ShieldCheck, ShoppingCart, Users } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdminUserDirectory } from "../api/get-admin-users";

export function UserCounts({ counts }: { counts: AdminUserDirectory["counts"] | undefined }) {
  const items: { label: string; value: number | undefined; icon: LucideIcon }[] = [
    { label: "Total Users", value: counts?.totalUsers, icon: Users },
    { label: "Administrators", value: counts?.administrators, icon: ShieldCheck },
    { label: "Active (last 30 days)", value: counts?.activeLast30Days, icon: Activity },
    { label: "Total Orders", value: counts?.totalOrders, icon: ShoppingCart },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {items.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card className="flex h-full items-center gap-3 p-4 sm:p-5">
            <Icon aria-hidden="true" className="hidden size-6 shrink-0 text-primary sm:block" />
            <div>
              <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
              {value === undefined ? <Skeleton className="mt-1 h-7 w-12" /> : <p className="text-xl font-bold sm:text-2xl">{value}</p>}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
