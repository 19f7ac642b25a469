import type { FastifyInstance } from "fastify";
import { createKickedJob, type KickedJob, scheduleKicks } from "../../jobs/kicked-job";
import type { OutboxService } from "./outbox.service";

const EVERY_MS = 5_000;

/**
 * Sends the outbox: kicked once mails are written (the mail.queued event, heard after their transaction
 * committed, in this process or another) and every few seconds for retries and for mails written while
 * no process was listening. Every process runs it; each mail is claimed by one of them.
 */
export function scheduleMailSending(app: FastifyInstance, outbox: OutboxService, { runJobs }: { runJobs: boolean }): KickedJob {
  const job = createKickedJob(app, "sending mail", async () => {
    const counts = await outbox.sendDueMails();
    if (Object.values(counts).some((count) => count > 0)) app.log.info({ mails: counts }, "sent mails from the outbox");
  });
  if (runJobs) scheduleKicks(app, job, EVERY_MS);
  return job;
}
