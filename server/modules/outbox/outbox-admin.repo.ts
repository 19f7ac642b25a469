import { count, desc, eq } from "drizzle-orm";
import type { MailState } from "@shared/constants";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";

/** A mail as the back office lists it: everything but the data its template renders from. */
const listed = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  orderId: mailOutbox.orderId,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** One page of the outbox, newest first, and how many mails match in all. */
export async function listMails(db: Database, state: MailState | undefined, page: { limit: number; offset: number }) {
  const where = state ? eq(mailOutbox.state, state) : undefined;
  const [rows, [totals]] = await Promise.all([
    db.select(listed).from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findMail(db: Database, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
