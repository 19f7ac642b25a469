import type { Database } from "../../db/client";
import { itemRetryDelayMs } from "../../jobs/retry-delay";
import type { MailTransport } from "./mail-transport";
import * as repo from "./outbox.repo";
import { renderMail } from "./render-mail";

/** A mail the mail server keeps refusing is given up a day after it was written. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const NO_MAIL_SERVER = "not sent: no mail server configured";
/**
 * How long a mail taken for sending stays this process's: longer than a mail server may take to answer
 * (see mail-transport), and renewed while it talks to the server.
 */
export const MAIL_LEASE_MS = 30_000;

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
  /** Sends a mail this process leased and records the outcome, ending the lease. */
  async function sendTaken(mail: repo.MailRow, now = new Date()): Promise<keyof SendCounts> {
    if (!transport) {
      await repo.endMailAttempt(db, mail, { state: "not_sent", lastError: NO_MAIL_SERVER });
      return "notSent";
    }
    try {
      const { html, text } = await renderMail(mail.kind, mail.data, { shopUrl });
      await transport.send({ from, to: mail.toAddress, subject: mail.subject, html, text, messageId: messageIdOf(mail.id, from) });
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const givingUp = now.getTime() - mail.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      await repo.endMailAttempt(
        db,
        mail,
        givingUp ? { state: "failed", lastError, data: withoutToken(mail.data) } : { lastError, nextAttemptAt: new Date(now.getTime() + itemRetryDelayMs(mail.attempts)) },
      );
      return givingUp ? "failed" : "retrying";
    }
    await repo.endMailAttempt(db, mail, { state: "sent", sentAt: new Date(), lastError: null, data: withoutToken(mail.data) });
    return "sent";
  }

  return {
    /** Leases the next due mail for MAIL_LEASE_MS, if there is one no other process holds. */
    takeDueMail: (now = new Date()) => repo.takeDueMail(db, now, MAIL_LEASE_MS),
    sendTaken,
    renewLease: (mail: repo.MailRow) => repo.renewMailLease(db, mail, MAIL_LEASE_MS),
    handBack: (mail: repo.MailRow) => repo.handBackMail(db, mail),

    /**
     * Sends up to `limit` mails due by `now`, one after the other, each leased as it is taken. A mail the
     * server refused stays pending with its error and is tried again after its back-off (30 s, doubling,
     * at most an hour), until a day has passed. The job runner does the same through the methods above.
     */
    async sendDueMails({ now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {}): Promise<SendCounts> {
      const counts: SendCounts = { sent: 0, retrying: 0, failed: 0, notSent: 0 };
      for (let taken = 0; taken < limit; taken++) {
        const mail = await repo.takeDueMail(db, now, MAIL_LEASE_MS);
        if (!mail) break;
        counts[await sendTaken(mail, now)] += 1;
      }
      return counts;
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
