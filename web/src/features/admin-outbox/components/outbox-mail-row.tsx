import type { OutboxMail } from "@shared/schemas/outbox";
import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { lastErrorTone, MAIL_KIND_LABELS } from "../lib/mail-labels";
import { MailStateBadge } from "./mail-state-badge";

interface OutboxMailRowProps {
  mail: OutboxMail;
  onView: (mail: OutboxMail) => void;
}

/** One mail of the outbox: its state and kind, to whom, its subject, when, and why it was not sent. */
export function OutboxMailRow({ mail, onView }: OutboxMailRowProps) {
  return (
    <li className="grid gap-3 p-4 sm:p-5 lg:grid-cols-[1fr_auto] lg:items-center" data-testid="outbox-mail-row">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <MailStateBadge state={mail.state} />
          <span className="text-sm font-medium text-muted-foreground">{MAIL_KIND_LABELS[mail.kind]}</span>
        </div>
        <h3 className="break-words font-semibold">{mail.subject}</h3>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div className="flex min-w-0 flex-wrap gap-x-1.5">
            <dt className="text-muted-foreground">To:</dt>
            <dd className="min-w-0 break-all">{mail.to}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-muted-foreground">Created:</dt>
            <dd>{formatDateTime(mail.createdAt)}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-muted-foreground">Attempts:</dt>
            <dd>{mail.attempts}</dd>
          </div>
          {mail.nextAttemptAt ? (
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="text-muted-foreground">Next attempt:</dt>
              <dd>{formatDateTime(mail.nextAttemptAt)}</dd>
            </div>
          ) : null}
        </dl>
        {mail.lastError && mail.state !== "sent" ? <p className={`break-words text-sm ${lastErrorTone(mail.state)}`}>{mail.lastError}</p> : null}
      </div>
      <div className="flex lg:justify-end">
        <Button variant="outline" size="sm" className="h-9" onClick={() => onView(mail)} aria-label={`View mail: ${mail.subject}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
      </div>
    </li>
  );
}
