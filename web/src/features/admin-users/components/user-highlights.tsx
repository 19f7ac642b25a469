import type { AdminUser } from "@shared/schemas/admin";
import { decimalToPaise } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatPrice } from "@/lib/format";
import { displayName } from "../lib/user-name";

const HIGHLIGHT_COUNT = 5;

/** The five newest accounts and the five customers who spent most. */
export function UserHighlights({ users }: { users: AdminUser[] }) {
  const newest = [...users].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, HIGHLIGHT_COUNT);
  const topSpenders = [...users]
    .filter((user) => (decimalToPaise(user.totalSpent) ?? 0) > 0)
    .sort((a, b) => (decimalToPaise(b.totalSpent) ?? 0) - (decimalToPaise(a.totalSpent) ?? 0))
    .slice(0, HIGHLIGHT_COUNT);
  return (
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>Recent Registrations</CardTitle>
        </CardHeader>
        <CardContent>
          <HighlightList
            empty="No users yet"
            rows={newest.map((user) => ({ id: user.id, name: displayName(user), detail: user.email, figure: formatDate(user.createdAt) }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Top Customers</CardTitle>
        </CardHeader>
        <CardContent>
          <HighlightList
            empty="No purchases yet"
            rows={topSpenders.map((user) => ({
              id: user.id,
              name: displayName(user),
              detail: `${user.orderCount} ${user.orderCount === 1 ? "order" : "orders"}`,
              figure: formatPrice(user.totalSpent),
            }))}
          />
        </CardContent>
      </Card>
    </div>
  );
}

interface HighlightRow {
  id: string;
  name: string;
  detail: string;
  figure: string;
}

function HighlightList({ rows, empty }: { rows: HighlightRow[]; empty: string }) {
  if (rows.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="divide-y divide-border">
      {rows.map((row) => (
        <li key={row.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{row.name}</p>
            <p className="truncate text-xs text-muted-foreground">{row.detail}</p>
          </div>
          <p className="shrink-0 text-sm font-semibold">{row.figure}</p>
        </li>
      ))}
    </ol>
  );
}
