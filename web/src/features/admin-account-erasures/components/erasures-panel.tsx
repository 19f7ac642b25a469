import { Info, UserX } from "lucide-react";
import { useState } from "react";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { pageCount } from "@/lib/page-range";
import { useAccountErasures } from "../api/get-account-erasures";

/** Erased accounts per page. */
export const ERASURES_PAGE_SIZE = 20;

/** Accounts their owners deleted in My Profile: when, and what the shop kept for the law. No personal data. */
export function ErasuresPanel() {
  const [page, setPage] = useState(1);
  const erasures = useAccountErasures({ limit: ERASURES_PAGE_SIZE, offset: (page - 1) * ERASURES_PAGE_SIZE });
  const rows = erasures.data?.erasures ?? [];
  const total = erasures.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <p className="flex gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Customers delete their accounts themselves in My Profile, and the shop erases them at once. Their orders stay without name, street
          address and phone; issued tax invoices stay as issued for the GST retention period; their reviews show as &lsquo;Anonymous&rsquo;.
        </span>
      </p>
      <Card>
        <CardHeader className="border-b border-border">
          <CardTitle>Erased accounts ({total})</CardTitle>
        </CardHeader>
        {erasures.isPending ? (
          <div role="status" aria-busy="true" className="space-y-3 p-4">
            <span className="sr-only">Loading erased accounts...</span>
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : erasures.isError ? (
          <p role="alert" className="p-6 text-center text-destructive">
            Could not load the erased accounts. Please try again.
          </p>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
            <UserX aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-semibold">No accounts erased yet</p>
            <p className="text-sm text-muted-foreground">When a customer deletes their account, it is listed here</p>
          </div>
        ) : (
          <>
            {/* Phones: one entry per erasure; wider screens: a table. */}
            <ul className="divide-y divide-border sm:hidden" aria-busy={erasures.isFetching}>
              {rows.map((erasure) => (
                <li key={erasure.id} className="grid gap-1 px-4 py-3 text-sm">
                  <span className="font-medium">{formatDateTime(erasure.erasedAt)}</span>
                  <span className="text-muted-foreground">
                    Orders kept: <span className="tabular-nums text-foreground">{erasure.ordersKept}</span> · Reviews kept:{" "}
                    <span className="tabular-nums text-foreground">{erasure.reviewsKept}</span>
                  </span>
                  <span className="break-all font-mono text-xs text-muted-foreground">{erasure.formerUserId}</span>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm sm:table">
              <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Erased
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Orders kept
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Reviews kept
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Former account id
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border" aria-busy={erasures.isFetching}>
                {rows.map((erasure) => (
                  <tr key={erasure.id}>
                    <td className="whitespace-nowrap px-4 py-3 font-medium">{formatDateTime(erasure.erasedAt)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{erasure.ordersKept}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{erasure.reviewsKept}</td>
                    <td className="px-4 py-3 font-mono text-xs text-muted-foreground">{erasure.formerUserId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
      <Pagination page={page} totalPages={pageCount(total, ERASURES_PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}
