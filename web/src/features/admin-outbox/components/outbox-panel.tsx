import { MAIL_STATES, type MailState } from "@shared/constants";
import { Info, MailX } from "lucide-react";
import { useState } from "react";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { pageCount } from "@/lib/page-range";
import { useOutbox } from "../api/get-outbox";
import { MAIL_STATE_LABELS } from "../lib/mail-labels";
import { MailViewDialog } from "./mail-view-dialog";
import { OutboxMailRow } from "./outbox-mail-row";

/** Mails per page of the outbox. */
export const OUTBOX_PAGE_SIZE = 20;

const stateOf = (value: string): MailState | undefined => MAIL_STATES.find((state) => state === value);

/** The outbox: why mails are not sent (when no mail server is configured), a filter by state, one page of mails, and a mail opened. */
export function OutboxPanel() {
  const [state, setState] = useState<MailState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const outbox = useOutbox({ state, limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE });
  const mails = outbox.data?.mails ?? [];
  const total = outbox.data?.total ?? 0;

  function changeState(value: string) {
    setState(stateOf(value));
    setPage(1);
  }

  return (
    <div className="space-y-6">
      {outbox.data && !outbox.data.mailServerConfigured ? (
        <p className="flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>No mail server is configured (SMTP_URL), so mails are kept here and not sent. Open one to see it as the recipient would.</span>
        </p>
      ) : null}
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 border-b border-border">
          <CardTitle>Mails ({total})</CardTitle>
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <Label htmlFor="outbox-state-filter">State</Label>
            <NativeSelect id="outbox-state-filter" className="min-w-0 flex-1 sm:w-40 sm:flex-none" value={state ?? ""} onChange={(event) => changeState(event.target.value)}>
              <option value="">All</option>
              {MAIL_STATES.map((option) => (
                <option key={option} value={option}>
                  {MAIL_STATE_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardHeader>
        {outbox.isPending ? (
          <div role="status" aria-busy="true" className="space-y-3 p-4">
            <span className="sr-only">Loading mails...</span>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : outbox.isError ? (
          <p role="alert" className="p-6 text-center text-destructive">
            Could not load the outbox. Please try again.
          </p>
        ) : mails.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
            <MailX aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-semibold">{state ? `No ${MAIL_STATE_LABELS[state].toLowerCase()} mails` : "No mails yet"}</p>
            <p className="text-sm text-muted-foreground">Order updates and account links the shop sends will appear here</p>
          </div>
        ) : (
          <ul className="divide-y divide-border" aria-busy={outbox.isFetching}>
            {mails.map((mail) => (
              <OutboxMailRow key={mail.id} mail={mail} onView={(chosen) => setViewedId(chosen.id)} />
            ))}
          </ul>
        )}
      </Card>
      <Pagination page={page} totalPages={pageCount(total, OUTBOX_PAGE_SIZE)} onPageChange={setPage} />
      <MailViewDialog mailId={viewedId} onClose={() => setViewedId(null)} />
    </div>
  );
}
