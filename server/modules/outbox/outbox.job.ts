import type { JobRunner, Kickable } from "../../jobs/job-runner";
import { MAIL_LEASE_MS, type OutboxService } from "./outbox.service";

const POLL_MS = 5_000;
/** As many as the SMTP transport's pooled connections. */
const SENDING_AT_ONCE = 2;

/**
 * Sends the outbox: kicked once mails are written (the mail.queued event, heard after their transaction
 * committed, in this process or another) and every few seconds for retries and for mails written while
 * no worker was listening. Each mail is leased on its own as it is taken, so a slow mail server never
 * lets a second worker send it too.
 */
export function queueMailSending(runner: JobRunner, outbox: OutboxService): Kickable {
  return runner.queue({
    name: "sending mail",
    take: () => outbox.takeDueMail(),
    work: async (mail) => void (await outbox.sendTaken(mail)),
    renew: (mail) => outbox.renewLease(mail),
    handBack: (mail) => outbox.handBack(mail),
    leaseMs: MAIL_LEASE_MS,
    pollMs: POLL_MS,
    concurrency: SENDING_AT_ONCE,
  });
}
