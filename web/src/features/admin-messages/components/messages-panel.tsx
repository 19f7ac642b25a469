import { Download, Inbox, Mail, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate, formatDateTime } from "@/lib/format";
import { useAdminMessages } from "../api/get-admin-messages";

/** Contact-form messages (newest first) and newsletter subscribers with their CSV download. */
export function MessagesPanel() {
  const data = useAdminMessages();
  if (data.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading messages...</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (data.isError) {
    return (
      <p role="alert" className="text-destructive">
        Could not load the messages. Please try again.
      </p>
    );
  }
  const messages = [...data.data.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const subscribers = data.data.subscribers;
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_22rem] [&>*]:min-w-0">
      <Card>
        <CardHeader className="border-b border-border">
          <CardTitle>Contact messages ({messages.length})</CardTitle>
        </CardHeader>
        {messages.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center text-muted-foreground">
            <Inbox aria-hidden="true" className="size-10" />
            <p>No messages yet</p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {messages.map((message) => (
              <li key={message.id} className="space-y-2 p-4 sm:p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{message.subject}</h3>
                  <p className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</p>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">{message.name}</span>
                  <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1 hover:text-foreground hover:underline">
                    <Mail aria-hidden="true" className="size-3.5" />
                    {message.email}
                  </a>
                  <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 hover:text-foreground hover:underline">
                    <Phone aria-hidden="true" className="size-3.5" />
                    {message.phone}
                  </a>
                </p>
                <p className="whitespace-pre-line break-words text-sm">{message.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="self-start">
        <CardHeader className="border-b border-border">
          <CardTitle>Newsletter subscribers ({subscribers.length})</CardTitle>
          <Button asChild variant="outline" size="sm" className="self-start">
            <a href={paths.admin.subscribersCsv} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        </CardHeader>
        <CardContent className="pt-4 sm:pt-4">
          {data.data.awaitingConfirmation > 0 ? (
            <p className="pb-2 text-xs text-muted-foreground" data-testid="subscribers-awaiting">
              {data.data.awaitingConfirmation === 1 ? "1 more address is" : `${data.data.awaitingConfirmation} more addresses are`} awaiting confirmation
              (not listed or exported until the link in their mail is opened).
            </p>
          ) : null}
          {subscribers.length === 0 ? (
            <p className="py-4 text-center text-sm text-muted-foreground">No subscribers yet</p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {subscribers.map((subscriber) => (
                <li key={subscriber.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 truncate">{subscriber.email}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatDate(subscriber.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
