import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string | undefined;
  /** When the client had sent the whole mail (its end of data), in Date.now() time: before the server's answer. */
  handedOverAt: number;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While down, the server answers every mail with a temporary failure (451), as a struggling server does. */
  setDown(down: boolean): void;
  /** Makes the server take this long to accept each mail, as a slow server does. */
  setDelay(ms: number): void;
  /** When the server last accepted a mail (answered 250 to its end of data), in Date.now() time; 0 before the first. */
  lastAcceptedAt(): number;
  /** Resolves once at least `count` mails have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const addressText = (address: ParsedMail["to"] | ParsedMail["from"]) => [address ?? []].flat().map((entry) => entry.text).join(", ");

/** A real SMTP server on loopback that keeps what it receives, parsed as a mail client would. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let down = false;
  let delayMs = 0;
  let acceptedAt = 0;
  const hungUp = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onClose(session) {
      hungUp.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const handedOverAt = Date.now();
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          // A client seen to hang up before the mail was accepted (a killed process) did not hand it over: as a mail server does, drop
          // it. A hang-up is not always seen in time (the connection is not read while a mail is being taken).
          if (hungUp.has(session.id)) return callback(new Error("the client hung up"));
          if (down) {
            const refusal = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
            return callback(refusal);
          }
          received.push({
            from: addressText(mail.from),
            to: addressText(mail.to),
            subject: mail.subject ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            text: mail.text ?? "",
            messageId: mail.messageId,
            handedOverAt,
          });
          acceptedAt = Date.now();
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-conversation (a killed shop process) resets its connection: that is expected here.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setDown: (value) => {
      down = value;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    lastAcceptedAt: () => acceptedAt,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
