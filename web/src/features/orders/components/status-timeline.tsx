import type { Order } from "@shared/schemas/orders";
import { CircleCheck } from "lucide-react";
import { formatDateTime } from "@/lib/format";
import { capitalize } from "../lib/order-labels";

/** What happened to the order, oldest first. */
export function StatusTimeline({ history }: { history: Order["statusHistory"] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No status updates yet.</p>;
  return (
    <ol className="grid gap-4">
      {history.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}`} className="relative flex gap-3">
          {index < history.length - 1 ? <span aria-hidden="true" className="absolute left-[9px] top-6 h-[calc(100%-0.25rem)] w-px bg-border" /> : null}
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <div>
            <p className="font-semibold leading-tight">{capitalize(entry.status)}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
