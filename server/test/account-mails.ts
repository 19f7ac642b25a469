import { asc, eq, sql } from "drizzle-orm";
import type { MailKind } from "@shared/constants";
import type { Database } from "../db/client";
import { accountTokens, mailOutbox } from "../db/schema/mail";
import type { AccountMailData } from "../modules/outbox/mail-data";

/** The outbox's mails to an address (any case), oldest first. */
export function mailsTo(db: Database, address: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase()))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/** The outbox's mails of one kind to an address, oldest first. */
export async function mailsOfKindTo(db: Database, address: string, kind: MailKind) {
  return (await mailsTo(db, address)).filter((mail) => mail.kind === kind);
}

/** The one-time link's token in the newest mail of `kind` to an address, as the mail would carry it. */
export async function linkTokenSentTo(db: Database, address: string, kind: MailKind): Promise<string> {
  const mails = (await mailsTo(db, address)).filter((mail) => mail.kind === kind);
  const token = (mails.at(-1)?.data as AccountMailData | undefined)?.token;
  if (!token) throw new Error(`No ${kind} mail with a link to ${address}`);
  return token;
}

/** Moves every token of a user to have expired a minute ago. */
export async function expireTokensOf(db: Database, userId: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 60_000), createdAt: new Date(Date.now() - 2 * 60_000) })
    .where(eq(accountTokens.userId, userId));
}
