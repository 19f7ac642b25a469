import type { OutboxList, OutboxListQuery, OutboxMail, OutboxMailView } from "@shared/schemas/outbox";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import * as repo from "./outbox-admin.repo";
import { renderMail } from "./render-mail";

export interface OutboxAdminDeps {
  /** The mail server (none: mails are kept, not sent), the sender the mails show, and where their links point. */
  mail: { smtpUrl?: string; from: string; shopUrl: string };
}

type ListedRow = Awaited<ReturnType<typeof repo.listMails>>["rows"][number];

function toMail(row: ListedRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    // Only a pending mail has a next attempt; the column keeps the last one's time afterwards.
    nextAttemptAt: row.state === "pending" ? row.nextAttemptAt.toISOString() : null,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox as the back office sees it: the mails the shop wrote, and each one as its recipient sees it. */
export function createOutboxAdminService(db: Database, { mail }: OutboxAdminDeps) {
  return {
    async list(query: OutboxListQuery): Promise<OutboxList> {
      const { rows, total } = await repo.listMails(db, query.state, { limit: query.limit, offset: query.offset });
      return { mails: rows.map(toMail), total, mailServerConfigured: mail.smtpUrl !== undefined };
    },

    async view(id: string): Promise<OutboxMailView> {
      const row = await repo.findMail(db, id);
      if (!row) throw notFound("Mail");
      try {
        const { html, text } = await renderMail(row.kind, row.data, { shopUrl: mail.shopUrl });
        return { ...toMail(row), from: mail.from, html, text, unreadable: null };
      } catch (error) {
        // A row damaged by hand or by another version of the shop: its facts are still worth showing.
        const reason = error instanceof Error ? error.message : String(error);
        return { ...toMail(row), from: mail.from, html: null, text: null, unreadable: `This mail's stored data cannot be read (${reason}).` };
      }
    },
  };
}

export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>;
