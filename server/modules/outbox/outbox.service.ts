import type { Database } from "../../db/client";
import type { MailTransport } from "./mail-transport";
import * as repo from "./outbox.repo";
import { renderMail } from "./render-mail";

/** A mail the mail server keeps refusing is given up a day after it was written. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const NO_MAIL_SERVER = "not sent: no mail server configured";

export interface OutboxDeps {
  /** The mail server; none when SMTP_URL is not set (mails are then kept, not sent). */
  transport?: MailTransport;
  /** MAIL_FROM. */
  from: string;
  /** Where links in mails point. */
  shopUrl: string;
}

export interface SendCounts {
  sent: number;
  retrying: number;
  failed: number;
  notSent: number;
}

/** A mail's one-time link is only needed until the mail has gone (or will never go). */
function withoutToken(data: unknown): unknown {
  return data && typeof data === "object" && "token" in data ? { ...data, token: null } : data;
}

const messageIdOf = (id: string, from: string) => `<${id}@${/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "kiddokart.invalid"}>`;

export function createOutboxService(db: Database, { transport, from, shopUrl }: OutboxDeps) {
  async function send(mail: repo.MailRow, now: Date): Promise<keyof SendCounts> {
    if (!transport) {
      await repo.updatePendingMail(db, mail.id, { state: "not_sent", lastError: NO_MAIL_SERVER });
      return "notSent";
    }
    try {
      const { html, text } = await renderMail(mail.kind, mail.data, { shopUrl });
      await transport.send({ from, to: mail.toAddress, subject: mail.subject, html, text, messageId: messageIdOf(mail.id, from) });
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const givingUp = now.getTime() - mail.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      await repo.updatePendingMail(db, mail.id, givingUp ? { state: "failed", lastError, data: withoutToken(mail.data) } : { lastError });
      return givingUp ? "failed" : "retrying";
    }
    await repo.updatePendingMail(db, mail.id, { state: "sent", sentAt: new Date(), lastError: null, data: withoutToken(mail.data) });
    return "sent";
  }

  return {
    /**
     * Sends the mails that are due, one after the other. Each is claimed first (SKIP LOCKED, see
     * outbox.repo), so processes sending at once never take the same mail; a mail the server refused
     * stays pending with its error and is tried again after its back-off, until a day has passed.
     */
    async sendDueMails({ now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {}): Promise<SendCounts> {
      const counts: SendCounts = { sent: 0, retrying: 0, failed: 0, notSent: 0 };
      for (const mail of await repo.claimDueMails(db, now, limit)) counts[await send(mail, now)] += 1;
      return counts;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
