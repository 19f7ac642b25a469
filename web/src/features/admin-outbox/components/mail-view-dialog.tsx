import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useOutboxMail } from "../api/get-outbox-mail";
import { lastErrorTone, MAIL_KIND_LABELS } from "../lib/mail-labels";
import { MailPreview } from "./mail-preview";
import { MailStateBadge } from "./mail-state-badge";

interface MailViewDialogProps {
  /** The mail to show; null closes the dialog. */
  mailId: string | null;
  onClose: () => void;
}

/** One mail of the outbox: who sent it to whom, its state, and the mail itself. */
export function MailViewDialog({ mailId, onClose }: MailViewDialogProps) {
  return (
    <Dialog open={mailId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl [&>*]:min-w-0">{mailId ? <MailView id={mailId} /> : null}</DialogContent>
    </Dialog>
  );
}

function MailView({ id }: { id: string }) {
  const mail = useOutboxMail(id);
  if (mail.isPending) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Mail</DialogTitle>
          <DialogDescription>Loading the mail...</DialogDescription>
        </DialogHeader>
        <div role="status" aria-busy="true" className="space-y-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-80" />
        </div>
      </>
    );
  }
  if (mail.isError) {
    const gone = mail.error instanceof ApiError && mail.error.status === 404;
    return (
      <DialogHeader>
        <DialogTitle>Mail</DialogTitle>
        <DialogDescription role="alert" className="text-destructive">
          {gone ? "This mail is no longer in the outbox." : "Could not load the mail. Please try again."}
        </DialogDescription>
      </DialogHeader>
    );
  }
  const { data } = mail;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{data.subject}</DialogTitle>
        <DialogDescription>
          {MAIL_KIND_LABELS[data.kind]} · created {formatDateTime(data.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">From</dt>
        <dd className="min-w-0 break-all">{data.from}</dd>
        <dt className="text-muted-foreground">To</dt>
        <dd className="min-w-0 break-all">{data.to}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="min-w-0 break-words">{data.subject}</dd>
        <dt className="text-muted-foreground">State</dt>
        <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <MailStateBadge state={data.state} />
          <span className="text-muted-foreground">
            {data.attempts === 1 ? "1 attempt" : `${data.attempts} attempts`}
            {data.sentAt ? ` · sent ${formatDateTime(data.sentAt)}` : null}
            {data.nextAttemptAt ? ` · next attempt ${formatDateTime(data.nextAttemptAt)}` : null}
          </span>
        </dd>
        {data.lastError && data.state !== "sent" ? (
          <>
            <dt className="text-muted-foreground">Last error</dt>
            <dd className={`min-w-0 break-words ${lastErrorTone(data.state)}`}>{data.lastError}</dd>
          </>
        ) : null}
      </dl>
      {data.html !== null && data.text !== null ? (
        <MailPreview html={data.html} text={data.text} />
      ) : (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
          {data.unreadable ?? "This mail cannot be shown."}
        </p>
      )}
    </>
  );
}
