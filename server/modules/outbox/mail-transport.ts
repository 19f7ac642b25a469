import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one outbox mail, so a mail sent twice is recognisably one. */
  messageId: string;
}

/** Hands mails to a mail server. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, from SMTP_URL (smtps:// for TLS from the start, smtp:// upgraded with
 * STARTTLS when the server offers it). Two pooled connections; a server that does not answer within
 * seconds fails the attempt, and the outbox tries again later.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send({ messageId, ...mail }) {
      await transporter.sendMail({ ...mail, messageId });
    },
    close: () => transporter.close(),
  };
}
