import type { Database } from "../../db/client";
import type { PendingEvents } from "../../events/event-bus";
import type { MailToQueue, OrderMailKind } from "./mail-data";
import * as repo from "./outbox.repo";
import { subjectOf } from "./subjects";

/**
 * Writes a mail to the outbox inside the caller's transaction: it is sent only if the transaction
 * commits, and then surely (the outbox worker retries). The worker is told once the transaction commits.
 */
export async function queueMail(tx: Database, pending: PendingEvents, mail: MailToQueue): Promise<void> {
  await repo.insertMail(tx, {
    kind: mail.kind,
    toAddress: mail.to,
    subject: subjectOf(mail),
    data: mail.data,
    orderId: "orderId" in mail ? mail.orderId : null,
    userId: mail.userId,
  });
  pending.add("mail.queued", {});
}

/** Whether a mail of this kind about the order was queued already (mails that go once per order). */
export function hasQueuedOrderMail(db: Database, orderId: string, kind: OrderMailKind): Promise<boolean> {
  return repo.hasOrderMail(db, orderId, kind);
}
